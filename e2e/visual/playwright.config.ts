import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

export const visualPort = Number(process.env.VISUAL_PORT ?? 6007);

/**
 * Visual regression without a Chromatic token: screenshots of the built Storybook compared with the
 * baselines committed under __screenshots__ (made in Debian Chromium). Accept an intended change
 * with `npm run visual:accept` (it writes a before / after / difference gallery to look at first).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.visual.ts',
  // VISUAL_BASELINES points the run at another folder of baselines (to compare two runs).
  snapshotPathTemplate: process.env.VISUAL_BASELINES
    ? `${process.env.VISUAL_BASELINES}/{arg}{ext}`
    : '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // A picture that differs is taken once more in a fresh page: a story that settles differently
  // from run to run shows as flaky in the report (and in `npm test`'s counts) instead of failing CI.
  retries: 1,
  reporter: process.env.CI
    ? [['dot']]
    : [['dot'], ['html', { open: 'never', outputFolder: '../../playwright-report/visual' }]],
  // Beside the e2e tests' results, not inside them: `npm test` runs both at once, and each run
  // empties its own folder when it starts.
  outputDir: '../../test-results-visual',
  expect: {
    // Exact: a picture may differ from its baseline in at most 16 pixels, and a pixel counts as
    // different from a colour distance of 0.01 (YIQ; about 1 % of the luminance range). Run-to-run
    // noise on one Chromium, measured by comparing whole runs: anti-aliased edges one or two units
    // of 255 apart (up to a hundred pixels of a chip's rounded edge), and up to 10 pixels at the
    // rounded corners of native form controls. The smallest planted change (one word) differs in
    // hundreds of pixels, a colour token moved one step on its scale in thousands (README, "Visual
    // checks"; `npm run visual:planted`).
    toMatchSnapshot: { threshold: 0.01, maxDiffPixels: 16 },
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
