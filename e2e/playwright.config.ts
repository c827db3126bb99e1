import { defineConfig } from '@playwright/test';
import { chromiumArgs, findTestChromium } from '../scripts/chromium.mjs';
import { idpPort, type MockBackend } from './fixtures.ts';
import { port, portalConfigFile, staticHostPort, updatePort, writePortalConfig } from './servers.ts';
import { e2eWorkers, workerHostPorts } from './workerHosts.ts';

// The preview server answers config.json from this file and builds the page's CSP from it.
writePortalConfig();

/**
 * End-to-end tests: real Chromium against the built app. The pages, the shell and the sign-in run
 * the production build, with the mock API over HTTP from a server of each worker's own; the money
 * flows and the demo's own backend run the demo build (MSW's service worker in the page), where
 * the step layout shows each confirmation code they type.
 */
export default defineConfig<{ mockBackend: MockBackend }>({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: e2eWorkers,
  forbidOnly: true,
  // One more try in a fresh page: on a busy 2-core machine a start can outlast a wait, and a test
  // that passes only on its retry is counted as flaky in `npm test`'s summary, not hidden.
  retries: 1,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    // A trace of the retry of a failed test (its first try has none): recording one for every test
    // (`retain-on-failure`) cost a third of the run's time in DOM snapshots (client.e2e.ts: 74-79 s
    // against 50-54 s on 2 cores).
    trace: 'on-first-retry',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
  projects: [
    // On the production build the app's own service worker is blocked: it would fetch the 1.5 MB
    // of its precache in every test's new browser context. Its updates are tested on the static
    // host (app-update.e2e.ts).
    {
      name: 'desktop',
      testIgnore: ['flows/**', 'demo/**', 'app-update.e2e.ts', 'early-start.e2e.ts'],
      use: { viewport: { width: 1280, height: 800 }, mockBackend: 'worker-host', serviceWorkers: 'block' },
    },
    {
      name: 'demo',
      testMatch: ['flows/**/*.e2e.ts', 'demo/**/*.e2e.ts'],
      use: { viewport: { width: 1280, height: 800 }, mockBackend: 'in-page' },
    },
    // The phone layout runs the page tests; sign-in rules do not depend on the viewport.
    {
      name: 'mobile',
      testMatch: 'first-page.e2e.ts',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        mockBackend: 'worker-host',
        serviceWorkers: 'block',
      },
    },
    // The overlays again, on the production build served as a static host serves it (the mock API
    // over HTTP behind it): the policy holds with no nonce. The update snackbar of a new version
    // too, on a copy of that build the test serves itself; and the early start of the first page's
    // calls, which only production builds have.
    {
      name: 'static-host',
      testMatch: ['overlays.e2e.ts', 'app-update.e2e.ts', 'early-start.e2e.ts'],
      use: { viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${staticHostPort}/` },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir dist-demo`,
      cwd: '../apps/portal',
      env: { PORTAL_CONFIG: portalConfigFile },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-portal.mjs apps/portal/dist ${staticHostPort} --config ${portalConfigFile} --mock-api --static-host`,
      cwd: '..',
      url: `http://127.0.0.1:${staticHostPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // One production server a worker, with the mock API's test controls (e2e/workerHosts.ts).
    ...workerHostPorts.map((workerPort) => ({
      command: `node scripts/serve-portal.mjs apps/portal/dist ${workerPort} --config ${portalConfigFile} --mock-api --mock-controls`,
      cwd: '..',
      url: `http://127.0.0.1:${workerPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
    {
      // The local OpenID provider with short-lived access tokens, so renewal happens within a test.
      command: 'node ../apps/identity-dev/src/server.ts',
      url: `http://127.0.0.1:${idpPort}/healthz`,
      env: {
        IDP_PORT: String(idpPort),
        IDP_ACCESS_TOKEN_TTL: '75',
        PORTAL_ORIGINS: [port, staticHostPort, updatePort, ...workerHostPorts]
          .map((at) => `http://127.0.0.1:${at}`)
          .join(','),
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
