import type { Page, Request } from '@playwright/test';
import { e2ePortalConfig, expect, signInAs, storedAccessToken, test } from './fixtures.ts';

/**
 * The first page's data on its way before the app's script (docs/RULES.md#early-start), on the
 * production build (the static-host project: the demo build has no early start, its mock backend
 * starts with the app). The app's own script is held back a second, as a slow network would: the
 * early start's calls go out meanwhile, and the app takes their answers instead of asking again.
 */
const firstCalls = [
  /\/config\.json$/,
  /\/rpc\/user\/getCurrentUser$/,
  /\/rpc\/user\/getUserStatus$/,
  /\/api\/portfolio\/history\?/,
];

/** Holds the app's script back `ms`, and says when it arrived. */
async function holdAppScript(page: Page, ms: number) {
  const arrived = { at: 0 };
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
    arrived.at = Date.now();
  });
  return arrived;
}

/** Every request of the page from now on, with when it was sent. */
function recordRequests(page: Page) {
  const sent: { request: Request; at: number }[] = [];
  page.on('request', (request) => sent.push({ request, at: Date.now() }));
  return sent;
}

test('on /dashboard the client, the registration’s status and the portfolio history are asked before the app’s script has arrived, once each', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  const token = await storedAccessToken(page);
  const appScript = await holdAppScript(page, 1500);
  const sent = recordRequests(page);
  await page.reload();
  await expect(page.getByTestId('money-value')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#balance figure svg')).toBeVisible();
  await page.waitForLoadState('networkidle');

  for (const call of firstCalls) {
    const matching = sent.filter(({ request }) => call.test(request.url()));
    expect(matching, `${call} asked once`).toHaveLength(1);
    expect(matching[0]?.at ?? Infinity, `${call} asked before the app's script arrived`).toBeLessThan(
      appScript.at,
    );
  }
  // The dashboard's own script was on its way too, asked by the early start, not by the app.
  const pageScript = sent.find(({ request }) => /\/assets\/DashboardPage-[\w-]+\.js$/.test(request.url()));
  expect(pageScript?.at ?? Infinity, "the dashboard's script asked before the app's arrived").toBeLessThan(
    appScript.at,
  );
  // The app took each answer rather than asking again.
  const taken = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .map((mark) => mark.name)
      .filter((name) => name.startsWith('early request taken')),
  );
  expect(taken).toHaveLength(firstCalls.length);
  // The token travels in the Authorization header only, never in an address.
  expect(token).toBeTruthy();
  for (const { request } of sent) expect(request.url()).not.toContain(token ?? '');
  const early = sent.find(({ request }) => /\/api\/portfolio\/history\?/.test(request.url()));
  expect(await early?.request.headerValue('authorization')).toBe(`Bearer ${token}`);
});

test('nothing is drawn before the early start has run: its script holds the first paint, not the app', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  // The early start arrives late, as on a slow link: the page's first paint waits for it.
  await page.route(/\/assets\/early-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId('money-value')).toBeVisible({ timeout: 20_000 });
  // The paint's entry is written once the compositor reports the frame shown, which a busy machine
  // can hold back past the money's visibility (a CI run read no entry at all).
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  const { firstPaint, earlyArrived } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    earlyArrived:
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        /\/assets\/early-[\w-]+\.js$/.test(entry.name),
      )?.responseEnd ?? Number.POSITIVE_INFINITY,
  }));
  expect(firstPaint, 'the first paint came after the early start had arrived').toBeGreaterThan(earlyArrived);
});

test('an early start that fails to load holds nothing: the page draws, and the app asks for itself', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  await page.route(/\/assets\/early-[\w-]+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.getByTestId('money-value')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('signed-in-name')).toHaveText('Camila Rojas Fuentes');
});

test('a session about to end starts nothing early: the app renews it and asks for itself', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  // Off the app (a file of the same origin), so no renewal of the session rewrites what follows.
  await page.goto('./favicon.svg');
  // The stored session ends in 30 s: too soon to send anything with it before the app has decided.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    if (!key) throw new Error('No stored session');
    const user = JSON.parse(localStorage.getItem(key) ?? '{}');
    user.expires_at = Math.floor(Date.now() / 1000) + 30;
    localStorage.setItem(key, JSON.stringify(user));
  });
  const appScript = await holdAppScript(page, 1500);
  const sent = recordRequests(page);
  await page.goto('./dashboard');
  await expect(page.getByTestId('money-value')).toBeVisible({ timeout: 20_000 });
  const apiBeforeApp = sent.filter(
    ({ request, at }) => at < appScript.at && /\/(rpc|api)\//.test(new URL(request.url()).pathname),
  );
  expect(apiBeforeApp.map(({ request }) => request.url())).toEqual([]);
  const taken = await page.evaluate(() =>
    performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('early request taken: POST')),
  );
  expect(taken).toHaveLength(0);
});

test('/goals starts the portfolio history with the start-up calls, not the dashboard’s scripts', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes', './goals');
  const appScript = await holdAppScript(page, 1500);
  const sent = recordRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis metas' })).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const beforeApp = sent
    .filter(({ at }) => at < appScript.at)
    .map(({ request }) => new URL(request.url()).pathname)
    .filter((path) => /^\/(rpc|api)\/|^\/assets\/DashboardPage/.test(path))
    .sort();
  expect(beforeApp).toEqual([
    '/api/portfolio/history',
    '/rpc/user/getCurrentUser',
    '/rpc/user/getUserStatus',
  ]);
  for (const call of firstCalls)
    expect(
      sent.filter(({ request }) => call.test(request.url())),
      `${call} asked once`,
    ).toHaveLength(1);
  // The goals' figures came from the early answer: the app took it.
  const taken = await page.evaluate(() =>
    performance.getEntriesByType('mark').filter((mark) => mark.name.includes('api/portfolio/history')),
  );
  expect(taken).toHaveLength(1);
});

test('another signed-in page starts only the start-up calls early', async ({ page }) => {
  await signInAs(page, 'Camila Rojas Fuentes', './dashboard/activities');
  const appScript = await holdAppScript(page, 1500);
  const sent = recordRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const beforeApp = sent
    .filter(({ at }) => at < appScript.at)
    .map(({ request }) => new URL(request.url()).pathname)
    .filter((path) => /^\/(rpc|api)\/|^\/assets\/DashboardPage/.test(path));
  expect(beforeApp.sort()).toEqual(['/rpc/user/getCurrentUser', '/rpc/user/getUserStatus']);
});

test('a public page starts nothing early, signed in or not', async ({ page }) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  // The dashboard is left first: its idle-time reads (a fresh-clone run saw one) are not the next page's.
  await page.goto('about:blank');
  const appScript = await holdAppScript(page, 1500);
  const sent = recordRequests(page);
  await page.goto('./download-app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const beforeApp = sent
    .filter(({ at }) => at < appScript.at)
    .map(({ request }) => new URL(request.url()).pathname)
    .filter((path) => /^\/(rpc|api)\/|^\/assets\/DashboardPage/.test(path));
  expect(beforeApp).toEqual([]);
});

/** Holds config.json back `ms` (a slow answer from the server), and says when it arrived. */
async function holdConfig(page: Page, ms: number) {
  const arrived = { at: 0 };
  await page.route(/\/config\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
    arrived.at = Date.now();
  });
  return arrived;
}

test('a return visit sends the first calls with the last visit’s configuration, before this visit’s has come', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  // What an earlier visit kept (the next test checks a visit keeps it). Set here rather than by a
  // visit of its own: the test's tokens live 75 s, and the early start only sends one with more
  // than 60 s left, so the measured visit comes right after the sign-in.
  await page.evaluate(async () => {
    localStorage.setItem('portal-early-config', await (await fetch('./config.json')).text());
  });
  const config = await holdConfig(page, 1500);
  const sent = recordRequests(page);
  await page.reload();
  await expect(page.getByTestId('money-value')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#balance figure svg')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const call of firstCalls.slice(1)) {
    const matching = sent.filter(({ request }) => call.test(request.url()));
    expect(matching, `${call} asked once`).toHaveLength(1);
    expect(matching[0]?.at ?? Infinity, `${call} asked before config.json came`).toBeLessThan(config.at);
  }
  const taken = await page.evaluate(() =>
    performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('early request taken')),
  );
  expect(taken).toHaveLength(firstCalls.length);
});

test('a kept configuration that names another API is not taken: the app goes by this visit’s and asks for itself', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  await page.evaluate((oidc) => {
    localStorage.setItem('portal-early-config', JSON.stringify({ apiBase: './moved-api/', oidc }));
  }, e2ePortalConfig.oidc);
  const sent = recordRequests(page);
  await page.reload();
  await expect(page.getByTestId('money-value')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const paths = sent.map(({ request }) => new URL(request.url()).pathname);
  // The early calls went to the API the last visit named; the app asked the one config.json names now.
  expect(paths).toContain('/moved-api/rpc/user/getCurrentUser');
  expect(paths.filter((path) => path === '/rpc/user/getCurrentUser')).toHaveLength(1);
  const taken = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .map((mark) => mark.name)
      .filter((name) => name.startsWith('early request taken')),
  );
  expect(taken).toEqual([expect.stringContaining('config.json')]);
  // And the configuration kept for the next visit is this visit's again.
  expect(await page.evaluate(() => localStorage.getItem('portal-early-config'))).not.toContain('moved-api');
});
