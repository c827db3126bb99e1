import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { amountOf, expect, expectNoAxeViolations, failNextCalls, signInAs, test } from './fixtures.ts';

/** Clicks "Descargar CSV" and reads the file as rows of cells (BOM and last line break off). */
async function exportCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const saved = await download;
  const text = await readFile((await saved.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((row) => row.split(';'));
  return { name: saved.suggestedFilename(), header: rows[0] ?? [], rows: rows.slice(1) };
}

// docs/RULES.md#movements-and-activities: a goal's movements add up to what its page says was deposited, for pesos and dollars.
test.describe("a goal page's movements sum to its deposits and rescues (docs/RULES.md#movements-and-activities)", () => {
  for (const [persona, goalId, currency] of [
    ['Camila Rojas Fuentes', '101', 'CLP'],
    ['Inversiones Andes SpA', '201', 'CLP'],
    ['Benjamín Silva Contreras', '701', 'USD'],
  ] as const) {
    test(`as ${persona}`, async ({ page }) => {
      await signInAs(page, persona, `./goals/${goalId}`);
      const summary = page.locator('#summary');
      const deposited = amountOf((await summary.getByTestId('money-deposited').textContent()) ?? '');
      expect(deposited).toBeGreaterThan(0);
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

      await page.getByRole('link', { name: 'Ver todos los movimientos' }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/activities\\?goalId=${goalId}$`));
      await expect(page.getByRole('combobox', { name: 'Meta' })).toHaveValue(goalId);
      await expect(page.getByText(/^Mostrando 1–\d+ de \d+$/)).toBeVisible();

      const { name, header, rows } = await exportCsv(page);
      expect(name).toMatch(new RegExp(`^movimientos-meta-${goalId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      expect(header).toEqual([
        'Fecha de solicitud',
        'Fecha de liquidación',
        'Meta',
        'Tipo',
        'Estado',
        'Monto',
        'Moneda',
        'Estrategia',
      ]);
      const total = Number((await page.getByText(/^Mostrando/).textContent())?.match(/de (\d+)$/)?.[1]);
      expect(rows).toHaveLength(total);
      for (const row of rows) {
        expect(row[2]).toBe(title);
        expect(row[6]).toBe(currency);
      }
      // Completed deposits minus completed rescues (signed in the file) are what the goal says was put in;
      // dividends and fees are the market's side, part of the gain (every month paid its fee).
      expect(rows.filter((row) => row[3] === 'Comisión' && row[4] === 'Completado').length).toBeGreaterThan(
        10,
      );
      const sum = rows
        .filter((row) => row[4] === 'Completado' && (row[3] === 'Depósito' || row[3] === 'Rescate'))
        .reduce((all, row) => all + amountOf(row[5] ?? ''), 0);
      expect(Math.round(sum * 100) / 100).toBe(deposited);
      await page.getByText(/^Descargaste \d+ movimientos en movimientos-meta-/).waitFor();
    });
  }
});

test('activities: filters in the URL, paging, a backward range, no axe violation', async ({ page }) => {
  await signInAs(page, 'Camila Rojas Fuentes', './dashboard/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Actividad general' })).toBeVisible();
  const place = page.getByText(/^Mostrando \d+–\d+ de \d+$/);
  await expect(place).toHaveText(/^Mostrando 1–20 de \d+$/);
  const all = Number((await place.textContent())?.match(/de (\d+)$/)?.[1]);
  const list = page.getByRole('region', { name: 'Movimientos' });

  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(place).toHaveText(`Mostrando 21–40 de ${all}`);
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Rescate' });
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Completado' });
  await expect(page).toHaveURL(/\?type=rescue&status=completed$/);
  await expect(place).toHaveText(/^Mostrando 1–\d+ de \d+$/);
  const rescues = Number((await place.textContent())?.match(/de (\d+)$/)?.[1]);
  expect(rescues).toBeGreaterThan(0);
  expect(rescues).toBeLessThan(all);
  for (const row of await list.getByRole('listitem').all())
    await expect(row).toContainText(/^Rescate.*Completado$/);

  // A day range: only movements asked for in it (the list says their day, the URL keeps it).
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Todos' });
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Todos' });
  await page.getByLabel('Desde').fill('2026-01-01');
  await page.getByLabel('Hasta').fill('2026-01-31');
  await expect(page).toHaveURL(/\?from=2026-01-01&to=2026-01-31$/);
  await expect(list.getByRole('listitem').first()).toBeVisible();
  for (const row of await list.getByRole('listitem').all()) await expect(row).toContainText(/-01-2026/);
  await expectNoAxeViolations(page, '/dashboard/activities?from&to');

  // The back button undoes the last filter.
  await page.goBack();
  await expect(page).toHaveURL(/\?from=2026-01-01$/);

  // A range that ends before it starts: said on "Hasta", nothing asked for.
  await page.getByLabel('Hasta').fill('2025-12-01');
  await expect(page.getByLabel('Hasta')).toHaveAccessibleDescription(
    'La fecha «Hasta» es anterior a «Desde».',
  );
  await expect(list).toHaveCount(0);

  // Nothing matches: it says so, and "Limpiar filtros" brings everything back.
  await page.goto('./dashboard/activities?goalId=105&type=rescue');
  await expect(page.getByText('No hay movimientos con estos filtros.')).toBeVisible({ timeout: 15_000 });
  await list.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/dashboard\/activities$/);
  await expect(place).toHaveText(`Mostrando 1–20 de ${all}`);
});

test('a year typed digit by digit in a date filter (a slip erased on the way) asks for the list once', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes', './dashboard/activities?to=2026-01-31');
  const place = page.getByText(/^Mostrando \d+–\d+ de \d+$/);
  await expect(place).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    const to = new URL(request.url()).searchParams.get('to');
    if (request.url().includes('movements') && to) asked.push(to);
  });
  const to = page.getByLabel('Hasta');
  // The year is the field's third part in either order of day and month; the browser reports
  // 0002-01-31, 0020-01-31 and 0202-01-31 on its way to 2025-01-31.
  await to.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // A slip, erased (the field then holds no date at all) and typed again.
  await page.keyboard.type('20', { delay: 80 });
  await page.keyboard.press('Backspace');
  await page.keyboard.type('2025', { delay: 80 });
  await expect(page).toHaveURL(/\?to=2025-01-31$/);
  await expect(to).toHaveValue('2025-01-31');
  await expect(place).toBeVisible();
  expect(asked.filter((day) => day !== '2025-01-31')).toEqual([]);
  expect(asked.length).toBeGreaterThan(0);
  // One step back is the range before: the unfinished years were never addresses.
  await page.goBack();
  await expect(page).toHaveURL(/\?to=2026-01-31$/);
});

test('activities survive failing calls: the list and the export say so in Spanish and retry', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes', './dashboard/activities');
  await expect(page.getByText(/^Mostrando 1–20 de \d+$/)).toBeVisible();
  // The export's calls fail (the first and its two retries): the list stays, the message says what happened.
  await failNextCalls(page, 'api/movements', 500, 3);
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  await expect(page.getByRole('alert')).toHaveText('No pudimos preparar el archivo. Inténtalo de nuevo.', {
    timeout: 15_000,
  });
  await expect(page.getByRole('region', { name: 'Movimientos' }).getByRole('listitem')).toHaveCount(20);

  // A page that fails to load: the error and Reintentar.
  await failNextCalls(page, 'api/movements', 500, 3);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const alert = page.getByRole('region', { name: 'Movimientos' }).getByRole('alert');
  await expect(alert).toHaveText(/No pudimos cargar tus movimientos\./, { timeout: 15_000 });
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText(/^Mostrando 21–40 de \d+$/)).toBeVisible({ timeout: 15_000 });
});
