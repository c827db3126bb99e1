// Where the tests find Chromium: CHROME_PATH, else the Debian/Ubuntu package locations.
import { existsSync } from 'node:fs';

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

/** @returns {string | undefined} */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return chromiumCandidates.find((path) => existsSync(path));
}

export const howToGetChromium = [
  'No Chromium found for the browser tests.',
  'Set CHROME_PATH to a Chromium or Chrome binary, or install one:',
  '  Debian/Ubuntu:            sudo apt-get install -y chromium',
  '  where downloads work:     npx playwright install chromium  (then set CHROME_PATH to the path it prints)',
].join('\n');
