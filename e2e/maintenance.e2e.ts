import { expect, setMaintenance, signInAs, test } from './fixtures.ts';

test.describe('maintenance (docs/RULES.md#maintenance)', () => {
  test('sends the client to the maintenance page with the page as callback, and back once it ends', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './dashboard?tab=metas');
    await setMaintenance(page, true);
    await page.reload();
    // The first check is 1 s after start; the start itself (a reload: scripts, mocks, session) took
    // over 4 s on a busy 2-core CI machine.
    await expect(page).toHaveURL(/\/maintenance\?callback=%2Fdashboard%3Ftab%3Dmetas$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Estamos en mantención' })).toBeVisible();

    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('status')).toHaveText('Revisaremos de nuevo en unos segundos.');
    await expect(page).toHaveURL(/\/maintenance/);

    await setMaintenance(page, false);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=metas$/);
    await expect(page.getByTestId('signed-in-name')).toHaveText('Camila Rojas Fuentes');
  });

  test('a public page is watched too: signed out on /register, the maintenance page, and back', async ({
    page,
  }) => {
    await page.goto('./register?ref=ABC');
    await expect(page.getByRole('heading', { level: 1, name: 'Abre tu cuenta' })).toBeVisible();
    await setMaintenance(page, true);
    await page.reload();
    await expect(page).toHaveURL(/\/maintenance\?callback=%2Fregister%3Fref%3DABC$/, { timeout: 5000 });
    await setMaintenance(page, false);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page).toHaveURL(/\/register\?ref=ABC$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Abre tu cuenta' })).toBeVisible();
  });

  test('the maintenance page never follows a foreign callback', async ({ page }) => {
    await page.goto('./maintenance?callback=https%3A%2F%2Fevil.example%2F');
    await expect(page.getByRole('heading', { level: 1, name: 'Estamos en mantención' })).toBeVisible();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page).not.toHaveURL(/evil\.example/);
    await expect(page).toHaveURL(/\/(dashboard|interaction\/)/);
  });
});
