import { clientCodes } from '@portal/mocks/personas';
import {
  expect,
  expectNoAxeViolations,
  failCallsFromStart,
  failNextCalls,
  signInAs,
  storedAccessToken,
  test,
} from './fixtures.ts';

// docs/RULES.md#product-calls and §7: the main layout's start-up data and footer integrations, in Chromium.
test.describe('main-layout integrations', () => {
  test('the footer: Config file ids with the token, the advisors PDF, translated links', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const footer = page.getByRole('navigation', { name: 'Enlaces del pie de página' });
    const token = await storedAccessToken(page);
    expect(token).toBeTruthy();
    const terms = footer.getByRole('link', { name: 'Términos y condiciones' });
    const conduct = footer.getByRole('link', { name: 'Código de conducta' });
    // The ids come from the portal user config (termsAndConditionsId, codeOfConductId.value).
    expect(await terms.getAttribute('href')).toMatch(new RegExp(`/api/Files/terms-2026/\\?token=${token}$`));
    expect(await conduct.getAttribute('href')).toMatch(
      new RegExp(`/api/Files/conduct-2026/\\?token=${token}$`),
    );
    // A token in a URL never leaves as a Referer.
    await expect(terms).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(footer.getByRole('link', { name: /CMF/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Danos tu opinión/ })).toBeVisible();

    const advisors = footer.getByRole('link', { name: /Asesores/ });
    const href = await advisors.getAttribute('href');
    expect(href).toBe('/assets/asesores.pdf');
    const pdf = await page.request.get(href ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

    // Saved through fetch, so the page never navigates to the token's URL.
    const download = page.waitForEvent('download');
    await terms.click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('terms-2026.pdf');
    const bytes = await (await import('node:fs/promises')).readFile((await saved.path()) ?? '');
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(page.url()).not.toContain('token=');

    // A file the server does not hold: a Spanish error, and the client stays where they were.
    await failNextCalls(page, 'api/Files/conduct-2026', 404);
    await conduct.click();
    const failure = page.getByText('No pudimos descargar Código de conducta. Inténtalo de nuevo.');
    await expect(failure.first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('"Escríbenos" opens the chat over the chat API; a message sent stays', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await page.getByRole('button', { name: 'Escríbenos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Escríbenos' });
    await dialog.getByRole('button', { name: /Daniela Muñoz Pérez/ }).click();
    await dialog.getByLabel('Tu mensaje').fill('¿Podemos hablar el jueves?');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('log', { name: 'Mensajes' })).toContainText('¿Podemos hablar el jueves?');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Escríbenos' })).toBeFocused();
  });

  test("pending transactions come from fundings/ with the where/include filter, the client's own", async ({
    page,
  }) => {
    const filters: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/fundings/')) filters.push(url.searchParams.get('filter') ?? '');
    });
    await signInAs(page, 'Camila Rojas Fuentes', './pending-transaction-notifications');
    const list = page.locator('#pending-fundings');
    const casa = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Depósito a Casa propia' }) });
    await expect(casa).toContainText('En proceso');
    expect(filters).toContain(JSON.stringify({ where: { status: 'pending' }, include: ['goal'] }));
    // The same deposit, same amount, as the activity list shows it on its way.
    const amount = ((await casa.locator('span').last().textContent()) ?? '').trim();
    expect(amount).toMatch(/^\$[\d.]+$/);
    await page.goto('./dashboard/activities?goalId=101&status=pending');
    const pending = page.getByRole('region', { name: 'Movimientos' }).getByRole('listitem');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(`+${amount}`);
  });

  test('each client hears about their own goals: Benjamín is told about his dollars, not Casa propia', async ({
    page,
  }) => {
    await signInAs(page, 'Benjamín Silva Contreras');
    await page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toContainText('«Dólares para viajar»');
    await expect(panel).not.toContainText('Casa propia');
  });

  test('a failed start-up call is named in Spanish, the portal stays usable, and Reintentar loads it', async ({
    page,
  }) => {
    // The chats call fails, and so do its two retries.
    await failCallsFromStart(page, 'api/apps/chat/chats', 500, 3);
    await signInAs(page, 'Camila Rojas Fuentes');
    const notice = page.getByRole('alert').filter({ hasText: 'No pudimos cargar' });
    await expect(notice).toHaveText(/No pudimos cargar los chats\. Lo demás del portal funciona\./);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Cami' })).toBeVisible();
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('change user (docs/RULES.md#roles-and-permissions)', () => {
  test('an administrator finds a client, enters as them, every call says so, and leaving clears it', async ({
    page,
  }) => {
    await signInAs(page, 'Ignacio Muñoz Tapia', './companies');
    await page.getByLabel('Nombre, correo o código de cliente').fill('benjamin.silva');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: 'Entrar como Benjamín Silva Contreras' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The mock answers as another client only to an administrator's token with a BPEnterAsId header
    // (mocks/src/handlers/session.ts): the client's name and their own inbox prove the header went.
    // (Playwright does not report the headers of calls its service worker answers.)
    const banner = page.getByRole('region', { name: 'Acceso de administración' });
    await expect(banner).toContainText(
      'Estás viendo el portal de Benjamín Silva Contreras (benjamin.silva@example.cl) como administrador.',
    );
    await expect(page.getByTestId('signed-in-name')).toHaveText('Benjamín Silva Contreras');
    // The card that names the account says whose portal this is: Ignacio signed in, not Benjamín.
    const account = page.getByRole('region', { name: 'Estás viendo el portal de' });
    await expect(account).toContainText('Su código de cliente');
    await expect(page.getByText('Sesión iniciada como')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('bp-enter-as-id'))).toBe(clientCodes.usInvitation);
    // Session monitoring knows an administrator is at the keyboard (docs/RULES.md#roles-and-permissions).
    expect(await page.evaluate(() => localStorage.getItem('bp_is_admin'))).toBe('true');
    await page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ }).click();
    await expect(page.getByRole('dialog')).toContainText('«Dólares para viajar»');
    await page.keyboard.press('Escape');
    // The step and empty layouts say it too.
    for (const path of ['./deposit', './kyc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner).toContainText('Benjamín Silva Contreras');
    }
    await page.goto('./dashboard');

    await banner.getByRole('button', { name: 'Salir de este cliente' }).click();
    await expect(page).toHaveURL(/\/companies$/);
    expect(await page.evaluate(() => localStorage.getItem('bp-enter-as-id'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('bp_is_admin'))).toBeNull();
    await page.goto('./dashboard');
    await expect(page.getByTestId('signed-in-name')).toHaveText('Ignacio Muñoz Tapia');
    await expect(page.getByRole('region', { name: 'Acceso de administración' })).toHaveCount(0);
  });

  test('a client with several companies picks one, sees its portal, and goes back to their own', async ({
    page,
  }) => {
    await signInAs(page, 'Francisca Soto Morales');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cambiar usuario' }).click();
    await expect(page).toHaveURL(/\/companies$/);
    const companies = page.getByRole('list', { name: 'Tus empresas' });
    await expect(companies.getByRole('listitem')).toHaveText([
      /Panadería Los Aromos Ltda\./,
      /Transportes Soto SpA/,
      /Inmobiliaria Quillota S\.A\./,
    ]);
    // Only administrators search for clients.
    await expect(page.getByRole('search')).toHaveCount(0);
    await expectNoAxeViolations(page, '/companies');

    await companies.getByRole('button', { name: 'Entrar como Transportes Soto SpA' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The mock answers for the company only when the header names one of her companies: the
    // company's name and its own goal in the side menu prove it went.
    const banner = page.getByRole('region', { name: 'Cuenta de empresa' });
    await expect(banner).toHaveText(/Estás usando el portal de Transportes Soto SpA como su representante/);
    await expect(page.getByTestId('signed-in-name')).toHaveText('Transportes Soto SpA');
    await expect(page.getByRole('region', { name: 'Estás viendo el portal de' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('bp-enter-as-id'))).toBe(clientCodes['co-2']);
    // A representative in her company is no administrator.
    expect(await page.evaluate(() => localStorage.getItem('bp_is_admin'))).toBeNull();
    await page.goto('./goals');
    await expect(page.getByRole('main')).toContainText('Flota 2027');
    await expect(page.getByRole('main')).not.toContainText('Educación de los niños');

    // From the company's portal, "Cambiar usuario" says whose portal this is and the way back.
    await page.goto('./companies');
    await expect(page.locator('#entered-account')).toContainText(
      'Ahora ves el portal de Transportes Soto SpA, como su representante.',
    );
    await page.locator('#entered-account').getByRole('button', { name: 'Volver a mi cuenta' }).click();
    // The page was on /companies already: what shows the way back was taken is the stored id gone
    // and the page loaded again without the notice.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bp-enter-as-id'))).toBeNull();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(page.locator('#entered-account')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Tus empresas' })).toBeVisible();
    await page.goto('./dashboard');
    await expect(page.getByTestId('signed-in-name')).toHaveText('Francisca Soto Morales');
    await expect(page.getByRole('region', { name: 'Sesión iniciada como' })).toContainText(
      'Tu código de cliente',
    );
    await expect(banner).toHaveCount(0);
  });

  test('a client who is not an administrator cannot act as someone else: refused, not shown as theirs', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await page.evaluate((code) => localStorage.setItem('bp-enter-as-id', code), clientCodes.company);
    await page.goto('./dashboard');
    // The backend refuses (403): said so, never another client's data, nor hers under another name.
    // (The start-up notice names the calls refused too: a second alert.)
    const refusal = page.getByRole('alert').filter({ hasText: 'No tienes acceso a esta cuenta.' });
    await expect(refusal).toBeVisible();
    // Asking again would be refused again: no retry there, the banner's way back instead.
    await expect(refusal.getByRole('button')).toHaveCount(0);
    await expect(page.getByText('Inversiones Andes')).toHaveCount(0);
    await page.goto('./companies');
    await expect(refusal).toBeVisible();
    // The way out stays: the banner says what happened, and its button clears the id.
    const banner = page.getByRole('region', { name: 'Otra cuenta' });
    await expect(banner).toContainText(
      `No puedes ver la cuenta «${clientCodes.company}» que quedó guardada en este equipo.`,
    );
    await banner.getByRole('button', { name: 'Volver a mi cuenta' }).click();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(page.locator('#companies-list')).toContainText('No representas a ninguna empresa.');
  });
});
