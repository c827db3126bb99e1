// First step of `npm test`: make sure a Chromium is there. Where none is, get one: Playwright's own
// download where the network allows it, else Debian's `chromium` package where this user may
// install packages (root, or sudo without a password). Only when both fail, stop with directions.
// Where Debian's packages can be installed, the headless shell comes too (the faster browser for
// the tests that compare no pixels); without it those tests use the full Chromium.
import { spawnSync } from 'node:child_process';
import { findChromium, findTestChromium, howToGetChromium } from './chromium.mjs';

function attempt(title, command, args) {
  console.log(`Trying ${title} (${[command, ...args].join(' ')})`);
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: 10 * 60_000 });
  return result.status === 0;
}

/** How this user runs apt-get (as root, or through sudo without a password), or undefined. */
function aptGet() {
  if (spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0) return undefined;
  const apt = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  if (process.getuid?.() === 0) return apt;
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0
    ? ['sudo', '-n', ...apt]
    : undefined;
}

if (process.env.CHROME_PATH && !findChromium()) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  process.exit(1);
}

/** Debian's packages, when this user may install them: the list updated once, then each install. */
function aptInstall(packages) {
  const apt = aptGet();
  if (!apt) return;
  const [command, ...args] = apt;
  if (attempt("Debian's packages", command, [...args, 'update', '-qq']))
    attempt("Debian's packages", command, [...args, 'install', '-y', '-qq', ...packages]);
}

let path = findChromium();
if (!path) {
  console.log('No Chromium yet.');
  attempt("Playwright's download", 'npx', ['-y', 'playwright', 'install', 'chromium']);
  path = findChromium();
}
if (!path) {
  aptInstall(['chromium', 'chromium-headless-shell']);
  path = findChromium();
} else if (!process.env.CHROME_PATH && findTestChromium() === path) {
  console.log('No headless shell yet: the tests that compare no pixels would use the full Chromium.');
  aptInstall(['chromium-headless-shell']);
}
if (!path) {
  console.error(howToGetChromium);
  process.exit(1);
}
console.log(`Chromium: ${path} (pixel checks)`);
console.log(`Tests that compare no pixels: ${findTestChromium()}`);
