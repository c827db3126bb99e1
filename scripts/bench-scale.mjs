#!/usr/bin/env node
// npm run bench:scale: the client at scale (Patrimonio Cordillera: 60 goals, ten years of days each,
// more than 20,000 movements), on a phone's CPU. Prints numbers, asserts nothing (the rules are
// tested elsewhere): a benchmark, not a timed test.
//
// The production build against the mock API over HTTP (as npm run lighthouse), Chromium's CPU slowed
// 4x (the Lighthouse mobile preset's factor, applied for real), no network throttling, the median of
// BENCH_RUNS (default 3) first visits, signed in:
//   - /dashboard: bytes of JSON and of everything before the figures show, the main thread's busy
//     time until then, and the time to the total and to the chart;
//   - what the dashboard's histories cost before they were one call (one per goal), from the mock;
//   - /dashboard/activities: a filter and a page turn, from the click to the new rows, the rows drawn;
//   - "Descargar CSV" of every movement: how long, in how many calls, and the longest task meanwhile
//     (the page must keep answering: nothing near a second).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { personas } from '../mocks/src/fixtures/personas.ts';
import { goalMoney } from '../mocks/src/simulation/goalMoney.ts';
import { rangeStart } from '../packages/features/src/money/moneyRules.ts';
import { goalHistoryWire } from '../packages/platform/src/contracts/valueSeries.ts';
import { clearCaches, median, servedProductionPortal } from './signed-in-portal.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const ports = { idp: 4630, portal: 4631 };
const persona = personas.familyOffice;
const personaName = `${persona.user.firstname} ${persona.user.surname}`;

/** Installed before the page's scripts: when the figures appear, and the long tasks. */
function observe() {
  const seen = { total: 0, chart: 0, longTasks: [] };
  window.__bench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (!seen.total && document.querySelector('[data-testid="money-value"]')) seen.total = performance.now();
    if (!seen.chart && document.querySelector('#balance figure svg')) seen.chart = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

/** What the page had fetched by `until` (ms since navigation): JSON from the API, and everything. */
function fetchedBy(until) {
  const entries = performance.getEntriesByType('resource').filter((entry) => entry.responseEnd <= until);
  const api = entries.filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
  return {
    apiCalls: api.length,
    jsonBytes: api.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
    jsonTransferred: api.reduce((sum, entry) => sum + entry.transferSize, 0),
    allTransferred: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
  };
}

async function slowPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await page.addInitScript(observe);
  return { page, cdp };
}

const taskSeconds = async (cdp) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')
    ?.value ?? 0;

async function dashboardOnce(context, base) {
  await clearCaches(context, base);
  const { page, cdp } = await slowPage(context);
  const before = await taskSeconds(cdp);
  await page.goto(`${base}/dashboard`);
  await page.locator('#balance figure svg').waitFor({ timeout: 60_000 });
  const busy = (await taskSeconds(cdp)) - before;
  const seen = await page.evaluate(() => window.__bench);
  const fetched = await page.evaluate(fetchedBy, seen.chart);
  const goalsListed = await page.locator('#dashboard-goals li').count();
  await page.close();
  return { ...seen, ...fetched, busy: busy * 1000, goalsListed };
}

/** Milliseconds from `act` to `done` resolving, measured in the page. */
async function timed(page, act, done) {
  const start = await page.evaluate(() => performance.now());
  await act();
  await done();
  return (await page.evaluate(() => performance.now())) - start;
}

async function activitiesOnce(context, base) {
  const { page } = await slowPage(context);
  await page.goto(`${base}/dashboard/activities`);
  const place = page.getByText(/^Mostrando 1–20 de [\d.]+$/);
  await place.waitFor({ timeout: 60_000 });
  const everything = (await place.textContent()) ?? '';
  const list = page.getByRole('region', { name: 'Movimientos' });
  // The page's first answer to the filter: the time from the change event to the first change of
  // the list region (its loading state), measured in the page.
  await page.evaluate(() => {
    const region = document.querySelector('section[aria-label="Movimientos"]');
    const select = [...document.querySelectorAll('label')].find(
      (label) => label.textContent === 'Tipo',
    )?.control;
    window.__firstAnswer = { changed: 0, answered: 0 };
    select?.addEventListener('change', () => {
      window.__firstAnswer.changed = performance.now();
    });
    if (region)
      new MutationObserver(() => {
        if (window.__firstAnswer.changed && !window.__firstAnswer.answered)
          window.__firstAnswer.answered = performance.now();
      }).observe(region, { childList: true, subtree: true, attributes: true });
  });
  const filter = await timed(
    page,
    () => page.getByLabel('Tipo').selectOption({ label: 'Rescate' }),
    () =>
      page
        .getByText(/^Mostrando 1–\d+ de \d+$/)
        .filter({ hasNotText: everything })
        .first()
        .waitFor(),
  );
  const rescues = (await page.getByText(/^Mostrando/).textContent()) ?? '';
  const firstAnswer = await page.evaluate(() => window.__firstAnswer.answered - window.__firstAnswer.changed);
  await page.getByLabel('Tipo').selectOption({ index: 0 });
  await place.waitFor();
  const turn = await timed(
    page,
    () => page.getByRole('button', { name: 'Siguiente' }).click(),
    () => page.getByText(/^Mostrando 21–40 de/).waitFor(),
  );
  const rows = await list.getByRole('listitem').count();
  const tasksBefore = (await page.evaluate(() => window.__bench.longTasks.length)) ?? 0;
  const exportStart = await page.evaluate(() => performance.now());
  const calls = [];
  page.on('request', (request) => {
    if (/\/api\/movements\?.*pageSize=100/.test(request.url())) calls.push(request.url());
  });
  const exported = await timed(
    page,
    () => page.getByRole('button', { name: 'Descargar CSV' }).click(),
    () => page.getByText(/^Descargaste [\d.]+ movimientos/).waitFor({ timeout: 300_000 }),
  );
  const said = (await page.getByText(/^Descargaste/).textContent()) ?? '';
  const longest = await page.evaluate(
    ([from, skip]) =>
      Math.max(
        0,
        ...window.__bench.longTasks
          .slice(skip)
          .filter(([at]) => at >= from)
          .map(([, ms]) => ms),
      ),
    [exportStart, tasksBefore],
  );
  await page.close();
  return {
    everything,
    rescues,
    filter,
    firstAnswer,
    turn,
    rows,
    exported,
    calls: calls.length,
    said,
    longest,
  };
}

/** What the dashboard's histories would weigh as one call per goal (the way before), from the mock. */
function perGoalHistories() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const from = rangeStart('1A', today);
  const goals = (persona.user.goals ?? []).filter((goal) => !goal.archived);
  let year = 0;
  let all = 0;
  for (const goal of goals) {
    const { history } = goalMoney(goal, today);
    const currency = goal.currency.currencyCode === 'USD' ? 'USD' : 'CLP';
    const wire = (points) =>
      JSON.stringify(goalHistoryWire({ goalId: goal.id, currency, points }, today)).length;
    year += wire(history.filter((point) => point.date >= from));
    all += wire(history);
  }
  return { calls: goals.length, year, all };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'portal-scale-'));
  let portal;
  try {
    console.log('Building the production portal…');
    portal = await servedProductionPortal(work, ports);
    const { base } = portal;
    const phone = { viewport: { width: 390, height: 844 } };
    // The same page for a client of five goals, for comparison.
    const everyday = `${personas.individual.user.firstname} ${personas.individual.user.surname}`;
    let context = await portal.signedIn(everyday, 'profile-everyday', phone);
    const everydayDashboards = [];
    for (let run = 1; run <= runs; run += 1) everydayDashboards.push(await dashboardOnce(context, base));
    await context.close();
    context = await portal.signedIn(personaName, 'profile', phone);
    const dashboards = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await dashboardOnce(context, base);
      dashboards.push(result);
      console.log(
        `dashboard run ${run}: total at ${ms(result.total)}, chart at ${ms(result.chart)}, main thread busy ${ms(result.busy)}, ` +
          `${result.apiCalls} API calls, ${kb(result.jsonBytes)} JSON (${kb(result.jsonTransferred)} sent), ${kb(result.allTransferred)} in all`,
      );
    }
    const activities = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await activitiesOnce(context, base);
      activities.push(result);
      console.log(
        `activities run ${run}: ${result.everything}; filter ${ms(result.filter)} (${result.rescues}), page turn ${ms(result.turn)}, ` +
          `${result.rows} rows drawn; CSV ${ms(result.exported)} in ${result.calls} calls, longest task ${ms(result.longest)} (${result.said})`,
      );
    }
    const before = perGoalHistories();
    const mid = (pick, list) => median(list.map(pick));
    console.log(`\n${personaName}: ${persona.description} (390 px phone, CPU 4x, median of ${runs})`);
    console.log(`| measure | ${persona.user.firstname} | ${everyday} (5 goals) |\n| --- | --- | --- |`);
    const both = (pick, format) =>
      `${format(mid(pick, dashboards))} | ${format(mid(pick, everydayDashboards))}`;
    const rows = [
      ['dashboard: time to the total', both((r) => r.total, ms)],
      ['dashboard: time to the chart', both((r) => r.chart, ms)],
      ['dashboard: main thread busy until the chart', both((r) => r.busy, ms)],
      ['dashboard: API calls before the chart', both((r) => r.apiCalls, String)],
      ['dashboard: JSON before the chart', both((r) => r.jsonBytes, kb)],
      ['dashboard: JSON before the chart, as sent (gzip)', both((r) => r.jsonTransferred, kb)],
      ['dashboard: everything before the chart, as sent', both((r) => r.allTransferred, kb)],
      ['dashboard: goals listed', both((r) => r.goalsListed, String)],
      ['histories as one call per goal (before): the year', `${before.calls} calls, ${kb(before.year)} JSON`],
      ['histories as one call per goal (before): "Todo"', `${before.calls} calls, ${kb(before.all)} JSON`],
      [
        'activities: a filter, change to the list’s first answer (its loading state)',
        ms(mid((r) => r.firstAnswer, activities)),
      ],
      ['activities: a filter, click to new rows', ms(mid((r) => r.filter, activities))],
      ['activities: a page turn, click to new rows', ms(mid((r) => r.turn, activities))],
      ['activities: rows drawn', String(mid((r) => r.rows, activities))],
      [
        'CSV of every movement',
        `${ms(mid((r) => r.exported, activities))} in ${mid((r) => r.calls, activities)} calls`,
      ],
      ['CSV: longest task while it is made', ms(mid((r) => r.longest, activities))],
    ];
    for (const [measure, value] of rows)
      console.log(`| ${measure} | ${value.includes(' | ') ? value : `${value} | (not measured)`} |`);
  } finally {
    await portal?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
