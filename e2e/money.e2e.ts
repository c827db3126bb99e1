import type { Page } from '@playwright/test';
import {
  amountOf,
  expect,
  expectNoAxeViolations,
  failCallsFromStart,
  faultCallsFromStart,
  signInAs,
  test,
} from './fixtures.ts';

/** What the dashboard's goal list says each goal holds, in its currency. */
async function goalCapitals(page: Page) {
  const rows = page.locator('#dashboard-goals li');
  await expect(rows.first()).toBeVisible();
  const capitals: { amount: number; dollars: boolean }[] = [];
  for (const row of await rows.all()) {
    const capital = (await row.locator('a > span').nth(2).locator('span').first().textContent()) ?? '';
    capitals.push({ amount: amountOf(capital), dollars: capital.startsWith('US$') });
  }
  return capitals;
}

// docs/RULES.md#dashboard-and-balances: every persona sees their own money, and the dashboard's numbers agree with each other.
test.describe('the dashboard total is the sum of the goals (docs/RULES.md#dashboard-and-balances)', () => {
  for (const persona of ['Camila Rojas Fuentes', 'Inversiones Andes SpA', 'Benjamín Silva Contreras']) {
    test(`as ${persona}`, async ({ page }) => {
      await signInAs(page, persona);
      const total = amountOf((await page.getByTestId('money-value').textContent()) ?? '');
      const capitals = await goalCapitals(page);
      const note = page.getByText(/por dólar/);
      const dollars = capitals.some((capital) => capital.dollars);
      await expect(note).toHaveCount(dollars ? 1 : 0);
      const rate = dollars
        ? amountOf(((await note.textContent()) ?? '').match(/\$([\d.,]+) por dólar/)?.[1] ?? '')
        : 0;
      const sum = capitals.reduce((all, { amount, dollars }) => all + (dollars ? amount * rate : amount), 0);
      expect(total).toBe(Math.round(sum));
      // Deposited + gained = total.
      const deposited = amountOf((await page.getByTestId('money-deposited').textContent()) ?? '');
      const gained = ((await page.getByTestId('money-gained').textContent()) ?? '').split(' (')[0] ?? '';
      expect(deposited + amountOf(gained)).toBe(total);
      await expect(page.getByRole('img', { name: 'Valor de tus inversiones y lo depositado' })).toBeVisible();
    });
  }
});

test('the chart: periods, the summary that follows them, the data as a table, no axe violation', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  const figure = page.getByRole('figure');
  await expect(figure).toHaveAccessibleName(/^Desde el \d+ de [a-z]+ de \d{4}, el valor pasó de/);
  const yearSummary = await figure.evaluate((element) => element.textContent);
  await page.getByRole('radio', { name: '3 meses' }).click();
  await expect(page.getByRole('radio', { name: '3 meses' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '1 año' })).not.toBeChecked();
  await expect.poll(() => figure.evaluate((element) => element.textContent)).not.toBe(yearSummary);
  await page.getByRole('button', { name: 'Ver los datos en una tabla' }).click();
  const table = page.getByRole('table', { name: 'Valor de tus inversiones y lo depositado' });
  await expect(table).toBeVisible();
  // The newest row is today, and its value is the total above.
  const total = (await page.getByTestId('money-value').textContent()) ?? '';
  await expect(table.getByRole('row').nth(1)).toContainText(total);
  await expectNoAxeViolations(page, '/dashboard');
});

test('a portfolio history that fails is said in Spanish, the rest of the dashboard works, and Reintentar loads it', async ({
  page,
}) => {
  // The portfolio's history fails, and so do its two retries.
  await failCallsFromStart(page, 'api/portfolio/history', 500, 3);
  await signInAs(page, 'Camila Rojas Fuentes');
  const alert = page.locator('#balance').getByRole('alert');
  await expect(alert).toHaveText(/No pudimos cargar tu saldo\. Tus inversiones siguen seguras\./, {
    timeout: 15_000,
  });
  await expect(page.locator('#dashboard-goals').getByRole('link', { name: /Jubilación/ })).toBeVisible();
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('money-value')).toBeVisible();
});

test('starring a goal on /goals saves it and reorders the list and the side menu; archived goals behind a filter', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes', './goals');
  const list = page.locator('#goals-list');
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const menuOrder = async () =>
    (await menu.getByRole('link').allTextContents()).filter((name) =>
      /Casa propia|Jubilación|Viaje a Japón/.test(name),
    );
  await expect.poll(menuOrder).toEqual(['Casa propia', 'Jubilación', 'Viaje a Japón']);

  const star = list.getByRole('button', { name: 'Destacar Viaje a Japón' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/api/goals/103/starred'),
  );
  await star.click();
  expect((await saved).postDataJSON()).toEqual({ starred: true });
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('link').nth(1)).toContainText('Viaje a Japón');
  await expect.poll(menuOrder).toEqual(['Casa propia', 'Viaje a Japón', 'Jubilación']);

  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(menuOrder).toEqual(['Casa propia', 'Jubilación', 'Viaje a Japón']);

  await expect(list.getByText('Vacaciones en el sur 2025')).toHaveCount(0);
  await page.getByLabel('Mostrar la meta archivada').check();
  await expect(list.getByText('Vacaciones en el sur 2025')).toBeVisible();
  await expectNoAxeViolations(page, '/goals');
});

// docs/RULES.md#dashboard-and-balances: /general-balance agrees with the dashboard, and its statements download.
test.describe('the general balance agrees with the dashboard (docs/RULES.md#dashboard-and-balances)', () => {
  for (const persona of ['Camila Rojas Fuentes', 'Benjamín Silva Contreras']) {
    test(`as ${persona}`, async ({ page }) => {
      await signInAs(page, persona);
      const dashboardTotal = (await page.getByTestId('money-value').textContent()) ?? '';
      await page.goto('./general-balance');
      await expect(page.getByTestId('general-total')).toHaveText(dashboardTotal);
      // The table's rows and the allocation's parts both add up to it.
      const total = amountOf(dashboardTotal);
      const table = page.getByRole('table', { name: 'Saldo por categoría y moneda' });
      const rows = table.getByRole('row');
      let sum = 0;
      for (const row of (await rows.all()).slice(1)) {
        const cell = (await row.getByRole('cell').nth(1).textContent()) ?? '';
        // A dollar row shows "US$3.500,00≈ $3.319.225": its pesos count.
        sum += amountOf(cell.includes('≈') ? (cell.split('≈')[1] ?? '') : cell);
      }
      expect(sum).toBe(total);
      // The allocation comes with the strategies' compositions (its own call): read once it has.
      const parts = page.getByRole('list', { name: 'Distribución por tipo de activo' }).getByRole('listitem');
      await expect(parts.first()).toBeVisible();
      let allocated = 0;
      for (const part of await parts.all())
        allocated += amountOf(((await part.textContent()) ?? '').split('%')[1] ?? '');
      expect(allocated).toBe(total);
      // axe on the settled page: the statements are there and no request is in flight (the top
      // loading bar, drawn outside the landmarks while it shows, is a known nit of the shell).
      await expect(page.getByRole('list', { name: 'Cartolas mensuales' })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoAxeViolations(page, '/general-balance');
    });
  }

  test('a cartola downloads as a PDF; a failing list says so and Reintentar loads it', async ({ page }) => {
    await failCallsFromStart(page, 'api/statements', 500, 3);
    await signInAs(page, 'Camila Rojas Fuentes', './general-balance');
    const statements = page.locator('#balance-statements');
    const alert = statements.getByRole('alert');
    await expect(alert).toHaveText(/No pudimos cargar tus cartolas\./, { timeout: 15_000 });
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    // The newest statement is last month's (whatever day the test runs on).
    const newest = statements
      .getByRole('button', { name: /^Descargar la cartola de [a-z]+ de \d{4}$/ })
      .first();
    await expect(newest).toBeVisible();
    const download = page.waitForEvent('download');
    await newest.click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^cartola-\d{4}-\d{2}\.pdf$/);
    const bytes = await (await import('node:fs/promises')).readFile((await saved.path()) ?? '');
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    // Goal by goal (a PDF string escapes its parentheses).
    expect(bytes.toString('latin1')).toContain('Casa propia \\(CLP\\)');
    expect(bytes.toString('latin1')).not.toContain('Vacaciones en el sur');
  });
});

// docs/RULES.md#tax-certificates: next to the statements, one a year; this year's not issued yet.
test.describe('tax certificates (docs/RULES.md#tax-certificates)', () => {
  test("Camila downloads last year's; this year's says when it is issued", async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './general-balance');
    const certificates = page.getByRole('list', { name: 'Certificados tributarios' });
    const thisYear = new Date().getFullYear();
    const rows = certificates.getByRole('listitem');
    await expect(rows.first()).toHaveText(
      new RegExp(`^Certificado tributario ${thisYear}Disponible desde el 1 de marzo de ${thisYear + 1}\\.$`),
    );
    await expect(rows.first().getByRole('button')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await certificates
      .getByRole('button', { name: `Descargar el certificado tributario ${thisYear - 1}` })
      .click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`certificado-tributario-${thisYear - 1}.pdf`);
    const bytes = await (await import('node:fs/promises')).readFile((await saved.path()) ?? '');
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain(`Saldo al 31 de diciembre`);
    expect(bytes.toString('latin1')).toContain('Casa propia \\(CLP\\)');
    await expectNoAxeViolations(page, '/general-balance (tax certificates)');
  });

  test('a company sees its own certificates', async ({ page }) => {
    await signInAs(page, 'Inversiones Andes SpA', './general-balance');
    const certificates = page.getByRole('list', { name: 'Certificados tributarios' });
    await expect(certificates.getByRole('listitem').first()).toContainText('Certificado tributario');
    const download = page.waitForEvent('download');
    await certificates.getByRole('button').first().click();
    const bytes = await (await import('node:fs/promises')).readFile((await (await download).path()) ?? '');
    expect(bytes.toString('latin1')).toContain('Inversiones Andes');
  });
});

declare global {
  interface Window {
    /** The page's layout shift so far (what Lighthouse's CLS adds up), without input-caused ones. */
    __layoutShift?: number;
    /** The widest the page has been, frame by frame, while it loaded. */
    __widest?: number;
  }
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

for (const width of [390, 1280]) {
  test(`the dashboard keeps its layout while the money arrives, at ${width} px (layout shift under 0.01)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInAs(page, 'Camila Rojas Fuentes');
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[])
          if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      window.__widest = 0;
      const measure = () => {
        window.__widest = Math.max(window.__widest ?? 0, document.documentElement.scrollWidth);
        if (performance.now() < 10_000) requestAnimationFrame(measure);
      };
      requestAnimationFrame(measure);
    });
    // The goals' histories and the movements come late, as on a phone's network.
    await faultCallsFromStart(page, '/history', { kind: 'delay', ms: 1500 });
    await faultCallsFromStart(page, 'api/movements', { kind: 'delay', ms: 1500 });
    await page.reload();
    await expect(
      page.locator('#balance [role="status"]').filter({ hasText: 'Cargando tu saldo…' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#balance figure')).toBeVisible({ timeout: 15_000 });
    // Said to a screen reader once it arrived (a status in the page from the start).
    await expect(page.getByTestId('balance-arrived')).toHaveText('Tu saldo total es $55.650.000.');
    await expect(page.locator('#dashboard-movements').getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('[data-loading]')).toHaveCount(0);
    expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.01);
    // Never wider than the screen, not even for a frame (a part still to be drawn once was 480 px).
    expect(await page.evaluate(() => window.__widest)).toBeLessThanOrEqual(width);
  });
}

test('the dashboard asks one portfolio history at the screen’s size (no goal’s own), once, started at boot with the client', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  // The sign-in's own page asks for the histories too: counted only once those are done (a slow CI
  // run delivered two of them after the listener below was attached).
  await expect(page.locator('#balance figure')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const histories: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/history$/.test(url.pathname)) histories.push(`${url.pathname}${url.search}`);
  });
  // Late histories: the page's own queries run meanwhile and must find them under way.
  await faultCallsFromStart(page, '/history', { kind: 'delay', ms: 1500 });
  await page.reload();
  await expect(page.locator('#balance figure')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  // A year back from today in Chile (the chart's first period), one point per pixel of the screen in
  // steps of 200, at least 400 (1,400 at 1280 px, 400 on a 390 px phone).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const [year = 0, month = 0, day = 0] = today.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  const from = `${year - 1}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastOfMonth)).padStart(2, '0')}`;
  const width = page.viewportSize()?.width ?? 0;
  const points = Math.min(2_000, Math.max(400, Math.ceil(width / 200) * 200));
  expect(histories).toEqual([`/api/portfolio/history?from=${from}&points=${points}`]);
});
