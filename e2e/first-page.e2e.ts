import { expect, test } from '@playwright/test';

test.describe('first page (demo backend)', () => {
  test('the root redirects to the dashboard, which greets the client in Spanish', async ({ page }) => {
    await page.goto('./');
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
    await page.goto('./dashboard');
    const copy = page.getByRole('button', { name: 'Copiar Tu código de cliente' });
    await copy.click();
    await expect(page.getByRole('button', { name: /Copiado/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'c0a8012e-0001-4000-8000-000000000001',
    );
    await expect(page.getByRole('button', { name: /^Copiar/ })).toBeVisible({ timeout: 5000 });
  });

  test('translations are served from ./assets/i18n/{lang}.json', async ({ request }) => {
    for (const language of ['es', 'en', 'tr']) {
      const response = await request.get(`./assets/i18n/${language}.json`);
      expect(response.ok()).toBe(true);
      expect(Object.keys(await response.json())).toEqual(['ui', 'platform', 'features', 'app']);
    }
  });

  test('when the translations cannot be loaded, the page says so in Spanish', async ({ page, context }) => {
    // context.route also sees requests the MSW service worker passes through to the network.
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
    // Spanish 3 times (2 retries), then English 3 times (SPEC §8, §9).
    expect(attempts).toBe(6);
  });
});
