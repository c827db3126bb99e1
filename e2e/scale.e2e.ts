import { readFile } from 'node:fs/promises';
import { personas } from '@portal/mocks/personas';
import { addFault, amountOf, expect, signInAs, test } from './fixtures.ts';

/**
 * The client at scale (Patrimonio Cordillera: 60 goals of ten years, more than 20,000 movements;
 * README, "A client at scale"): the dashboard is one history call whatever the number of goals, the
 * activities page draws one page of rows, and an export of a long list says how far it is.
 */
const client = personas.familyOffice.user;
const name = `${client.firstname} ${client.surname}`;
const goals = client.goals ?? [];

test('sixty goals: one portfolio history for the dashboard, none per goal, and every goal listed with the total they add up to', async ({
  page,
}) => {
  const histories: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/history')) histories.push(pathname);
  });
  await signInAs(page, name);
  await expect(page.locator('#balance figure')).toBeVisible({ timeout: 20_000 });
  const total = goals.reduce((sum, goal) => sum + goal.currentCapital, 0);
  expect(amountOf((await page.getByTestId('money-value').textContent()) ?? '')).toBe(total);
  await expect(page.locator('#dashboard-goals').getByRole('listitem')).toHaveCount(60);
  await page.waitForLoadState('networkidle');
  expect(histories).toEqual(['/api/portfolio/history']);
});

test('more than 20,000 movements: one page of rows, grouped counts, and a long export shows its progress', async ({
  page,
}) => {
  await signInAs(page, name, './dashboard/activities');
  await expect(page.getByText(/^Mostrando 1–20 de 22\.\d{3}$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Movimientos' }).getByRole('listitem')).toHaveCount(20);

  // One goal's movements (four pages of a hundred), each page 1.5 s late, as on a slow phone network.
  await page.getByRole('combobox', { name: 'Meta' }).selectOption({ label: goals[0]?.title ?? '' });
  const place = page.getByText(/^Mostrando 1–20 de \d+$/);
  await expect(place).toBeVisible();
  const count = Number(/de (\d+)$/.exec((await place.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(300);
  await addFault(page, { path: 'api/movements', fault: { kind: 'delay', ms: 1500 } });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const bar = page.getByRole('progressbar', { name: 'Avance del archivo' });
  await expect(bar).toBeVisible();
  // Where it stands, in words under the bar: some hundreds of the goal's movements so far.
  await expect(page.getByText(new RegExp(`^100 de ${count} movimientos$`))).toBeVisible();
  const saved = await download;
  const rows = (await readFile((await saved.path()) ?? '', 'utf8')).trimEnd().split('\r\n');
  expect(rows).toHaveLength(count + 1);
  await expect(
    page.getByText(`Descargaste ${count} movimientos en ${saved.suggestedFilename()}.`),
  ).toBeVisible();
  await expect(bar).toHaveCount(0);
});
