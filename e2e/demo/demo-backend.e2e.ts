import { expect, signInAs, test } from '../fixtures.ts';

// The demo build's own backend: MSW's service worker in the page (`npm start` and the demo
// deployment run it; the production build has no mock code). Its project is `demo`.

test.describe('the demo backend across full page loads', () => {
  test('a reload past the mock worker (Shift+F5) and typed addresses come back working, with no error shown', async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signInAs(page, 'Camila Rojas Fuentes');
    // A hard reload: the page loads without the worker controlling it, while the worker stays
    // registered. The demo reloads it once more and starts the worker there.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await expect(page.getByTestId('signed-in-name')).toHaveText('Camila Rojas Fuentes', { timeout: 15_000 });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/mockServiceWorker\.js$/);
    for (const [path, title] of [
      ['./goals', 'Mis metas'],
      ['./advisor', 'Asesoría'],
      ['./dashboard', 'Hola, Cami'],
      ['./goals', 'Mis metas'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    }
    await expect(page.getByText('Error no controlado')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('the header a page asks for (docs/RULES.md#main-layout)', () => {
  test('on a phone, a goal’s page has a back arrow to the goals and its name in the centre', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'Camila Rojas Fuentes', './goals/101');
    const header = page.getByRole('banner');
    await expect(header).toContainText('Casa propia');
    await expect(header.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/goals$/);
    // Another page gives the header back.
    await expect(header.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Volver' })).toHaveCount(0);
  });

  test('from md up, where the menu is on screen, the header stays as it is', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './goals/101');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Volver' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /menú/ })).toBeVisible();
  });
});
