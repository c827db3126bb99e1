import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

export const visualPort = Number(process.env.VISUAL_PORT ?? 6007);

/**
 * Visual regression without a Chromatic token: screenshots of the built Storybook compared with the
 * baselines committed under __screenshots__ (made in Debian Chromium). Accept intended changes with
 * `npm run test:visual -- --update-snapshots`, look at the new PNGs, and commit them.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI
    ? [['dot']]
    : [['dot'], ['html', { open: 'never', outputFolder: '../../playwright-report/visual' }]],
  outputDir: '../../test-results/visual',
  expect: {
    // Tolerates anti-aliasing between Chromium builds; a changed font, colour or layout is far more.
    toMatchSnapshot: { threshold: 0.2, maxDiffPixelRatio: 0.002 },
  },
  use: {
    baseURL: `http://127.0.0.1:${visualPort}/`,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    deviceScaleFactor: 1,
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: { executablePath: findChromium(), args: [...chromiumArgs, '--font-render-hinting=none'] },
  },
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${visualPort}`,
    cwd: '../..',
    url: `http://127.0.0.1:${visualPort}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
