import { defineConfig } from '@playwright/test';
import { chromiumArgs, findTestChromium } from '../../scripts/chromium.mjs';

/**
 * The README's own commands, tested as a newcomer runs them: `npm start` (dev server in demo mode
 * and the local OpenID provider, on their default ports) and `npm run storybook`. The other e2e
 * tests run the demo build; only these would catch a dev server that does not mount.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.front.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // Its own folder: `npm test` runs it beside the e2e tests, and each run empties its own.
  outputDir: '../../test-results-front-door',
  timeout: 120_000,
  use: {
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
  webServer: [
    {
      // Exactly the README's command. A port already in use fails here with Playwright's message:
      // stop your own `npm start` before `npm test`.
      command: 'npm start',
      cwd: '../..',
      url: 'http://127.0.0.1:5173/',
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'npm run storybook -- --ci',
      cwd: '../..',
      url: 'http://127.0.0.1:6006/',
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
