// First step of `npm test`: stop at once, with directions, when no browser is available.
import { findChromium, howToGetChromium } from './chromium.mjs';

const path = findChromium();
if (!path) {
  if (process.env.CHROME_PATH)
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  console.error(howToGetChromium);
  process.exit(1);
}
console.log(`Chromium: ${path}`);
