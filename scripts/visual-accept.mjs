// `npm run visual:accept`: accepts an intended visual change in one step, and shows it first.
// Builds Storybook, compares every story with its baselines (e2e/visual), writes what changed over
// the baselines, adds the new stories' pictures, removes the pictures of stories that are gone, and
// writes a side-by-side gallery (before, after, difference) to visual-review/index.html. Look at the
// gallery, then commit the baselines (git status lists them).
// VISUAL_STORIES=<regular expression on story ids> accepts only those stories (nothing is removed).

import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printBaselineReport } from './baselines.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const baselines = join(root, 'e2e/visual/__screenshots__');
const results = join(root, 'test-results-visual');
const review = join(root, 'visual-review');
const shotsLog = join(root, 'test-results-visual-shots.txt');
const partial = Boolean(process.env.VISUAL_STORIES);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  return result.status ?? 1;
}

if (run('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet', '--test']) !== 0) process.exit(1);
rmSync(results, { recursive: true, force: true });
rmSync(shotsLog, { force: true });
mkdirSync(results, { recursive: true });
// Missing baselines are written (new stories); changed ones are left to compare, so the run keeps
// before, after and difference for the gallery.
run(
  'npx',
  [
    'playwright',
    'test',
    '-c',
    'e2e/visual/playwright.config.ts',
    '--update-snapshots=missing',
    '--reporter=dot',
  ],
  { VISUAL_SHOTS_LOG: shotsLog },
);

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

rmSync(review, { recursive: true, force: true });
mkdirSync(review, { recursive: true });
const rows = [];
const keep = (from, name) => {
  if (!from || !existsSync(from)) return undefined;
  copyFileSync(from, join(review, name));
  return name;
};

// Changed: Playwright left <name>-expected.png, -actual.png and -diff.png beside each other.
const seen = new Set();
for (const expected of walk(results).filter((file) => file.endsWith('-expected.png'))) {
  // Playwright numbers the pictures of a name taken again in one test (-1, -2): the judged one stays.
  const stem = basename(expected).replace(/(-\d+)?-expected\.png$/, '');
  // A retried story leaves its pictures twice (its -retry1 folder): shown once.
  if (seen.has(stem)) continue;
  seen.add(stem);
  rows.push({
    name: `${stem}.png`,
    kind: 'changed',
    before: keep(expected, `${stem}.before.png`),
    after: keep(expected.replace(/-expected\.png$/, '-actual.png'), `${stem}.after.png`),
    diff: keep(expected.replace(/-expected\.png$/, '-diff.png'), `${stem}.diff.png`),
  });
}
// Playwright writes the changed baselines itself, under its own names: the failed stories again.
const changed = rows.length;
const accepted =
  changed === 0 ||
  run('npx', [
    'playwright',
    'test',
    '-c',
    'e2e/visual/playwright.config.ts',
    '--last-failed',
    '--update-snapshots=changed',
    '--reporter=dot',
  ]) === 0;

// New and gone: the run logged every picture it compared (or wrote).
const taken = new Set(existsSync(shotsLog) ? readFileSync(shotsLog, 'utf8').split('\n').filter(Boolean) : []);
const tracked = new Set(
  spawnSync('git', ['ls-files', 'e2e/visual/__screenshots__'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map((file) => basename(file)),
);
for (const name of taken) {
  if (!tracked.has(name) && existsSync(join(baselines, name)))
    rows.push({
      name,
      kind: 'new',
      after: keep(join(baselines, name), `${name.replace(/\.png$/, '')}.after.png`),
    });
}
if (!partial && taken.size > 0) {
  for (const name of readdirSync(baselines)) {
    if (taken.has(name)) continue;
    rows.push({
      name,
      kind: 'gone',
      before: keep(join(baselines, name), `${name.replace(/\.png$/, '')}.before.png`),
    });
    rmSync(join(baselines, name));
  }
}

const cell = (file) => (file ? `<a href="${file}"><img src="${file}" alt="" loading="lazy"></a>` : '');
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual changes (${rows.length})</title>
<style>
body{font:14px system-ui,sans-serif;margin:16px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px;vertical-align:top}
img{max-width:420px;display:block}.changed th{background:#fff4d6}.new th{background:#dff5e3}.gone th{background:#fde2e2}
</style></head><body>
<h1>Visual changes: ${rows.length}</h1>
<p>${rows.filter((row) => row.kind === 'changed').length} changed, ${rows.filter((row) => row.kind === 'new').length} new, ${rows.filter((row) => row.kind === 'gone').length} gone. The baselines in e2e/visual/__screenshots__ now hold the "after" column: commit them if this is what you meant.</p>
<table><tr><th>picture</th><th>before</th><th>after</th><th>difference (red)</th></tr>
${rows
  .sort((a, b) => a.name.localeCompare(b.name))
  .map(
    (row) =>
      `<tr class="${row.kind}"><th>${row.name}<br>${row.kind}</th><td>${cell(row.before)}</td><td>${cell(row.after)}</td><td>${cell(row.diff)}</td></tr>`,
  )
  .join('\n')}
</table></body></html>
`;
writeFileSync(join(review, 'index.html'), html);

// Playwright writes PNGs as they come; optipng (lossless, Debian: optipng) makes them about a
// quarter smaller, and zopflipng (lossless, Debian: zopfli) a tenth smaller again at about 2 s a
// picture, which keeps the baselines under their 15 MB budget. Both keep every pixel.
const present = spawnSync(
  'git',
  ['ls-files', '--modified', '--others', '--exclude-standard', '--full-name', 'e2e/visual/__screenshots__'],
  { cwd: root, encoding: 'utf8' },
)
  .stdout.split('\n')
  .filter((file) => file.endsWith('.png'))
  .map((file) => join(root, file))
  .filter((file) => existsSync(file));
if (present.length > 0) {
  const optipng = spawnSync('optipng', ['-quiet', '-o2', ...present], { stdio: 'inherit' });
  if (optipng.error)
    console.warn('optipng is not installed: the new baselines are left as Playwright wrote them.');
  for (const file of present) {
    const zopfli = spawnSync('zopflipng', ['-y', '--iterations=1', '--filters=0', file, file], {
      stdio: 'ignore',
    });
    if (zopfli.error) {
      console.warn('zopflipng is not installed (Debian: zopfli): the new baselines are a tenth larger.');
      break;
    }
  }
}
printBaselineReport();
if (!accepted) {
  console.error(
    '\nSome stories failed for another reason than their pictures (see above): nothing more accepted.',
  );
  process.exitCode = 1;
}
console.log(
  `\n${rows.length} visual change(s): ${rows.filter((row) => row.kind === 'changed').length} changed, ` +
    `${rows.filter((row) => row.kind === 'new').length} new, ${rows.filter((row) => row.kind === 'gone').length} gone.` +
    `\nLook at them side by side: ${join(review, 'index.html')}\nThen commit e2e/visual/__screenshots__.`,
);
