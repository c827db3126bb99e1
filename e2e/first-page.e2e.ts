import { clientCodes } from '@portal/mocks/personas';
import { smallTargets } from './a11yChecks.ts';
import { expect, expectNoAxeViolations, signInAs, test } from './fixtures.ts';

test.describe('first page (demo backend)', () => {
  test('before any script runs, the page says it is loading; the text font is asked for with it, behind the scripts', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('./dashboard');
    await expect(page.getByRole('status')).toHaveText('Cargando tu portal…');
    const font = page.locator('link[rel="preload"][as="font"]');
    await expect(font).toHaveAttribute('href', /inter-latin-400-700-[\w-]+\.woff2$/);
    await expect(font).toHaveAttribute('fetchpriority', 'low');
  });

  test('the root redirects through sign-in to the dashboard, which greets the client in Spanish', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Cami' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText(/^Hoy es \d{1,2} de [a-z]+ de \d{4}$/)).toBeVisible();
  });

  test('the client code is copied to the clipboard, and the button says so for a while', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, 'Camila Rojas Fuentes');
    await page.getByRole('button', { name: 'Copiar Tu código de cliente' }).click();
    await expect(page.getByRole('button', { name: /Copiado/ })).toBeVisible();
    // The backend's client code (User.id), not the provider's subject.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clientCodes.individual);
    await expect(page.getByRole('button', { name: /^Copiar/ })).toBeVisible({ timeout: 5000 });
  });

  test('translations are served from ./assets/i18n/{lang}.json, a domain’s from its own file', async ({
    request,
  }) => {
    for (const language of ['es', 'en', 'tr']) {
      const response = await request.get(`./assets/i18n/${language}.json`);
      expect(response.ok()).toBe(true);
      // The packages', the frame's and the dashboard's texts: the landing page asks for no other file.
      expect(Object.keys(await response.json())).toEqual(
        expect.arrayContaining(['ui', 'platform', 'app', 'navigation', 'dashboard', 'money', 'goals']),
      );
      expect(Object.keys(await response.json())).not.toContain('onboarding');
      const domain = await request.get(`./assets/i18n/${language}/onboarding.json`);
      expect(Object.keys(await domain.json())).toEqual(['onboarding']);
    }
  });

  test('when the translations cannot be loaded, the page says so in Spanish', async ({ page, context }) => {
    let attempts = 0;
    await context.route('**/assets/i18n/*.json', (route) => {
      attempts += 1;
      return route.fulfill({ status: 503, body: 'down' });
    });
    await page.goto('./dashboard');
    await expect(page.getByRole('alert')).toContainText('No pudimos abrir el portal');
    await expect(page.getByRole('alert')).toContainText(
      'Unable to load translation and all the fallback languages',
    );
    // Spanish 3 times (2 retries), then English 3 times (docs/RULES.md#error-texts, #constants-and-limits).
    expect(attempts).toBe(6);
  });

  test('a broken config.json gives a clear error page', async ({ page, context }) => {
    await context.route('**/config.json', (route) => route.fulfill({ json: { apiBase: 'no-slash' } }));
    await page.goto('./dashboard');
    await expect(page.getByRole('alert')).toContainText('La configuración del portal falta o no es válida');
    await expect(page.getByRole('alert')).toContainText('config.json is invalid');
  });

  test('a config.json that does not arrive asks the client to check the connection, and "Reintentar" opens the portal once it does', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await context.route('**/config.json', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(
      'No pudimos conectarnos con el portal. Revisa tu conexión y vuelve a intentarlo.',
    );
    await expect(page.getByRole('alert')).toContainText('Could not fetch');
    // Drawn in the product's type and colours (it once was the browser's own serif, edge to edge),
    // with a button a thumb can hit, and nothing axe objects to.
    expect(await page.getByRole('alert').evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^["']?Inter Variable/,
    );
    expect(await smallTargets(page)).toEqual([]);
    await expectNoAxeViolations(page, 'boot error');
    await context.unroute('**/config.json');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Cami' })).toBeVisible();
  });
});
