// First step of `npm test`: make sure a Chromium is there. Where none is, get one: Playwright's own
// download where the network allows it, else Debian's `chromium` package where this user may
// install packages (root, or sudo without a password). Only when both fail, stop with directions.
import { spawnSync } from 'node:child_process';
import { findChromium, howToGetChromium } from './chromium.mjs';

function attempt(title, command, args) {
  console.log(`No Chromium yet: trying ${title} (${[command, ...args].join(' ')})`);
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

let path = findChromium();
if (!path) {
  attempt("Playwright's download", 'npx', ['-y', 'playwright', 'install', 'chromium']);
  path = findChromium();
}
if (!path) {
  const apt = aptGet();
  if (apt) {
    const [command, ...args] = apt;
    if (attempt("Debian's package", command, [...args, 'update', '-qq']))
      attempt("Debian's package", command, [...args, 'install', '-y', '-qq', 'chromium']);
    path = findChromium();
  }
}
if (!path) {
  console.error(howToGetChromium);
  process.exit(1);
}
console.log(`Chromium: ${path}`);
