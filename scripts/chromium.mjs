// Where the tests find Chromium: CHROME_PATH, else the Debian/Ubuntu package locations, else the
// Chromium that `npx playwright install chromium` downloaded (where downloads work).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

export const chromiumCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Flags that keep Chromium quiet on a machine without internet (see TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser Playwright downloads for itself, if it is there. */
export function playwrightChromium() {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** @returns {string | undefined} */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return chromiumCandidates.find((path) => existsSync(path)) ?? playwrightChromium();
}

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same engine without the
 * browser's UI layers, about a quarter less CPU for the same end-to-end run on 2 cores (measured:
 * 125 s against 101 s, 193 s against 143 s). It draws text a little differently, so the pixel
 * checks keep the full Chromium their baselines were taken with.
 */
export const headlessShellCandidates = ['/usr/bin/chromium-headless-shell'];

/**
 * The browser for the Playwright tests that compare no pixels (end-to-end, front door): the
 * headless shell where it is installed, else the Chromium of `findChromium`. CHROME_PATH wins.
 * (Vitest's component and story tests keep the full Chromium: under the shell the pointer rests
 * on the page, and hover states changed what their assertions saw.)
 * @returns {string | undefined}
 */
export function findTestChromium() {
  if (process.env.CHROME_PATH) return findChromium();
  return headlessShellCandidates.find((path) => existsSync(path)) ?? findChromium();
}

export const howToGetChromium = [
  'No Chromium found for the browser tests, and none could be installed here.',
  'Set CHROME_PATH to a Chromium or Chrome binary, or install one:',
  '  Debian/Ubuntu:            sudo apt-get install -y chromium',
  '  where downloads work:     npx playwright install chromium',
].join('\n');
