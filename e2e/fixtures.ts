import { writeFile } from 'node:fs/promises';
import { test as base, type ConsoleMessage, expect, type Page, type Request } from '@playwright/test';
import { oidcScopes } from '../packages/platform/src/auth/oidcSettings.ts';
import { missingTextMessage } from '../packages/platform/src/i18n/loadTranslations.ts';
import { openSignedIn } from './apiSignIn.ts';
import { axeViolations } from './axe.ts';
import { checkRequest } from './contractCheck.ts';
import type { Fault, FaultRule, MockWindow } from './mockWindow.ts';
import { workerHostOrigin } from './workerHosts.ts';

export const idpPort = Number(process.env.E2E_IDP_PORT ?? 4100);
export const idpUrl = `http://127.0.0.1:${idpPort}`;

export interface PortalConfigOverrides {
  renewBeforeExpirySeconds?: number;
  /** The deployment's outward links, in place of the e2e config's (`{}`: none). */
  links?: Record<string, string>;
}

/**
 * The config.json of the e2e deployment. `vite preview` serves it and builds the page's strict
 * Content-Security-Policy from it (PORTAL_CONFIG, see playwright.config.ts); tests may change a
 * setting that names no origin (renewal timing) per test.
 */
export const e2ePortalConfig = {
  apiBase: './',
  environment: 'E2E',
  oidc: { authority: idpUrl, clientId: 'portal-web', renewBeforeExpirySeconds: 30 },
  links: {
    helpCentre: 'https://ayuda.example.cl',
    feedback: 'https://feedback.example.cl',
    cmf: 'https://www.cmfchile.cl',
  },
};

/** A Content-Security-Policy violation reported by a portal page (docs/RULES.md#constants-and-limits: there must be none). */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __portalCspViolation?: (violation: CspViolation) => void;
  }
}

/**
 * Where a project's mock backend lives: `in-page`, the demo build's (MSW's service worker, its
 * controls on `window.__portalMocks`), for the flows, which read each confirmation code where the
 * demo shows it; `worker-host`, the production build served with the mock API over HTTP, one server
 * per worker (e2e/workerHosts.ts), its controls under `/__mock/` (mocks/src/http/mockControls.ts).
 */
export type MockBackend = 'in-page' | 'worker-host';

/** The mock backend of the running test's project. */
function mockBackendOfTest(): MockBackend {
  return (test.info().project.use as { mockBackend?: MockBackend }).mockBackend ?? 'in-page';
}

/** The portal's base URL for the running test: its worker's own server, or the project's. */
export function portalBaseUrl(): string {
  const info = test.info();
  return mockBackendOfTest() === 'worker-host'
    ? `${workerHostOrigin(info.parallelIndex)}/`
    : (info.project.use.baseURL ?? 'http://127.0.0.1:4173/');
}

/** A call to the worker's mock API controls (`worker-host` projects). */
async function mockControl(call: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<void> {
  const response = await fetch(new URL(`__mock/${call}`, portalBaseUrl()), {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(
      `The mock API's control ${method} ${call} answered ${response.status}: ${await response.text()}`,
    );
}

/**
 * Every test runs the built app against the e2e identity provider, under the production security
 * headers: the demo build with its in-page mock backend, or the production build with its worker's
 * mock API over HTTP, put back to the fixtures before the test (`mockBackend`). config.json is
 * answered here (context.route also sees what the MSW service worker passes through), as a
 * deployment would. Every `securitypolicyviolation` on a portal page is collected, and a test that
 * caused one fails.
 */
export const test = base.extend<{
  mockBackend: MockBackend;
  mockReset: undefined;
  portalConfig: PortalConfigOverrides;
  cspViolations: CspViolation[];
  missingTexts: undefined;
  pageTextOnFailure: undefined;
  contractCalls: undefined;
}>({
  mockBackend: ['in-page', { option: true }],
  baseURL: async ({ baseURL, mockBackend }, use) => {
    await use(mockBackend === 'worker-host' ? portalBaseUrl() : baseURL);
  },
  // The worker's mock API starts each test from the fixtures, as a new tab of the demo build does.
  mockReset: [
    async ({ mockBackend }, use) => {
      if (mockBackend === 'worker-host') await mockControl('reset', 'POST');
      await use(undefined);
    },
    { auto: true },
  ],
  portalConfig: [{}, { option: true }],
  // A failed test keeps what its page said at the end, in words: a boot error's reason and its
  // technical detail (the accessibility snapshot of the failure names only the heading).
  pageTextOnFailure: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      const text = await page
        .locator('body')
        .innerText({ timeout: 1000 })
        .catch(() => '(the page could not be read)');
      await testInfo.attach('page text at the end', { body: text, contentType: 'text/plain' });
    },
    { auto: true },
  ],
  // Every request the app sends is held to the API contracts (e2e/contractCheck.ts); the endpoints
  // called are written beside the test's results, for `npm test`'s coverage line.
  contractCalls: [
    async ({ context }, use, testInfo) => {
      const called = new Set<string>();
      const violations: string[] = [];
      const onRequest = (request: Request) => {
        if (request.serviceWorker()) return;
        const check = checkRequest(
          request.method(),
          request.url(),
          request.postData(),
          request.headers()['content-type'],
        );
        if (check && 'endpoint' in check) called.add(check.endpoint);
        else if (check) violations.push(check.violation);
      };
      context.on('request', onRequest);
      await use(undefined);
      context.off('request', onRequest);
      await writeFile(testInfo.outputPath('contract-calls.json'), JSON.stringify([...called]));
      expect(violations, 'requests that break the API contract').toEqual([]);
    },
    { auto: true },
  ],
  // A text the page asked for that no loaded file has (a key, or a domain's texts not loaded with
  // its route: docs/TEXTS.md) is said in the console by the app (createI18n); a test that caused one fails.
  missingTexts: [
    async ({ context }, use) => {
      const missing: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' && message.text().startsWith(missingTextMessage))
          missing.push(message.text());
      };
      context.on('console', onConsole);
      await use(undefined);
      context.off('console', onConsole);
      expect(missing, 'texts the page drew without their file').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context, baseURL }, use) => {
      const violations: CspViolation[] = [];
      const portalOrigin = new URL(baseURL ?? 'http://127.0.0.1/').origin;
      await context.exposeFunction('__portalCspViolation', (violation: CspViolation) => {
        if (violation.page.startsWith(portalOrigin)) violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__portalCspViolation?.({
            page: event.documentURI,
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations on portal pages').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, portalConfig }, use) => {
    // The preview server answers the deployment's config.json itself; a test that changes a setting
    // answers it here. (Only then: a route makes the browser send every request through Playwright
    // and turns its cache off, which cost a page load a few hundred milliseconds.)
    if (portalConfig.renewBeforeExpirySeconds === undefined && portalConfig.links === undefined)
      return use(context);
    await context.route('**/config.json', (route) =>
      route.fulfill({
        json: {
          ...e2ePortalConfig,
          oidc: {
            ...e2ePortalConfig.oidc,
            renewBeforeExpirySeconds:
              portalConfig.renewBeforeExpirySeconds ?? e2ePortalConfig.oidc.renewBeforeExpirySeconds,
          },
          links: portalConfig.links ?? e2ePortalConfig.links,
        },
      }),
    );
    await use(context);
  },
});

export { expect };

/** Opens the portal, is sent to the provider, picks a persona on its page, and lands back signed in. */
export async function signInThroughProvider(page: Page, personaName: string, path = './dashboard') {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`^${idpUrl}/interaction/`));
  await page.getByRole('button', { name: new RegExp(personaName) }).click();
  // Code exchange, config, translations, the layout's chunks, the client and their status: on a
  // busy 2-core CI machine this once took over the 5 s default.
  await expect(page.getByTestId('signed-in-name')).toBeVisible({ timeout: 15_000 });
}

/**
 * Opens `path` signed in as the persona, without walking the provider's page (the same code flow,
 * made from Node: see apiSignIn.ts); about a second and a half less a test than the walk, which
 * the tests of the sign-in itself keep (`signInThroughProvider`). A test starts at its own page
 * (a dashboard first and then a second page load cost a second of CPU each). It waits until the
 * page is drawn: the dashboard shows the client's name (with their numbers); every other page its
 * heading.
 */
export async function signInAs(page: Page, personaName: string, path = './dashboard') {
  const appBaseUrl = portalBaseUrl();
  await openSignedIn(
    page,
    { idpUrl, appBaseUrl, clientId: e2ePortalConfig.oidc.clientId, scope: oidcScopes },
    personaName,
    path,
  );
  // Code exchange aside, this is the whole start of the app (config, translations, the layout's
  // chunks, the client): on a busy 2-core CI machine it once took over the 5 s default.
  const dashboard = /^\.\/(dashboard)?(\?.*)?$/.test(path);
  const drawn = dashboard
    ? page.getByTestId('signed-in-name')
    : page.getByRole('heading', { level: 1 }).first();
  await expect(drawn).toBeVisible({ timeout: 15_000 });
}

/**
 * axe on the page as it is: no violation. Transitions still running, or about to start, are let
 * finish first (a menu fading in is half transparent for 200 ms, and axe would measure its
 * contrast mid-way). The run itself is `axeViolations` (e2e/axe.ts): violations only, axe put in
 * the page once.
 */
export async function expectNoAxeViolations(page: Page, path: string) {
  await page
    .waitForFunction(
      () =>
        // The side menu's items wait 150 ms after their data before they fade in: not yet begun
        // is as unfinished as running.
        document.querySelector('[data-revealed="false"]') === null &&
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  const violations = await axeViolations(page);
  expect(
    // Each node with axe's own words (a contrast failure names both colours and the ratio).
    violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`,
      ),
    ),
    `axe on ${path}`,
  ).toEqual([]);
}

export async function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('bp_access_token'));
}

/** Adds a fault rule to the test's mock backend: in the page (demo build) or its worker's server. */
export async function addFault(page: Page, rule: FaultRule) {
  if (mockBackendOfTest() === 'worker-host') await mockControl('faults', 'POST', rule);
  else
    await page.evaluate((rule) => {
      (window as MockWindow).__portalMocks?.faults.add(rule);
    }, rule);
}

/** Takes every fault rule back: the mock backend answers as it should again. */
export async function clearFaults(page: Page) {
  if (mockBackendOfTest() === 'worker-host') await mockControl('faults', 'DELETE');
  else await page.evaluate(() => (window as MockWindow).__portalMocks?.faults.clear());
}

/** Switches the mock backend's maintenance on or off (docs/RULES.md#maintenance). */
export async function setMaintenance(page: Page, on: boolean) {
  if (mockBackendOfTest() === 'worker-host') await mockControl('maintenance', 'PUT', { on });
  else await page.evaluate((on) => (window as MockWindow).__portalMocks?.controls.setMaintenance(on), on);
}

/**
 * Makes the mock backend misbehave on the next `times` calls whose path contains `path` (every such
 * call when `times` is left out), from the page's very first call on. Over HTTP the rule is on the
 * worker's server before the page opens; in the demo build's page it is registered as soon as the
 * mocks exist, and again on every page load (each load has a new in-page backend).
 */
export async function faultCallsFromStart(page: Page, path: string, fault: Fault, times?: number) {
  if (mockBackendOfTest() === 'worker-host') {
    await mockControl('faults', 'POST', { path, fault, times });
    return;
  }
  await page.addInitScript(
    ({ path, fault, times }) => {
      const install = () => {
        const mocks = (window as MockWindow).__portalMocks;
        if (!mocks) return setTimeout(install, 5);
        mocks.faults.add({ path, fault, times });
      };
      install();
    },
    { path, fault, times },
  );
}

/** The mock backend answers `status` to the next `times` calls to `path`, from the first call on. */
export async function failCallsFromStart(page: Page, path: string, status: number, times: number) {
  await faultCallsFromStart(page, path, { kind: 'status', status }, times);
}

/**
 * Makes the mock backend answer `status` to the next `times` calls whose path contains `path`, from
 * now on (to every such call when `times` is left out; to any method unless `method` names one).
 */
export async function failNextCalls(
  page: Page,
  path: string,
  status: number,
  times?: number,
  method?: 'GET' | 'POST' | 'PUT',
) {
  await addFault(page, { path, fault: { kind: 'status', status }, times, method });
}

/**
 * The mock backend carries out the next `times` `method` calls to `path`, and their answers are lost
 * on the way back (a network error): what a retry after a dropped connection meets.
 */
export async function loseNextAnswers(
  page: Page,
  path: string,
  times: number,
  method: 'POST' | 'PUT' | 'PATCH',
) {
  await addFault(page, { path, fault: { kind: 'lostAnswer' }, times, method });
}

/**
 * The next call to `path` answers at once and its body trickles in at `bytesPerSecond`, padded to
 * `padTo` bytes (a large file); with `dropAfterBytes`, the link drops there (a mobile link lost).
 */
export async function slowNextBody(
  page: Page,
  path: string,
  body: { bytesPerSecond: number; padTo?: number; dropAfterBytes?: number },
) {
  await addFault(page, { path, fault: { kind: 'slowBody', ...body }, times: 1, method: 'GET' });
}

/** A money figure as the page or a CSV shows it, as a number: "$55.650.000" → 55650000, "US$3.500,00" → 3500, "-1234,50" → -1234.5. */
export function amountOf(text: string): number {
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}
