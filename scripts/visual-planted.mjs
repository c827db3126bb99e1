// `npm run visual:planted`: proves the story run's checks are exact enough. Each planted change is
// made in the tree, Storybook is built, the stories that show it are run (pictures compared with
// their baselines, play functions, axe), and the run must FAIL with the check the change is for;
// then the change is undone. The unchanged tree must pass the same stories. Prints one line per
// change and exits non-zero when a planted change passed, or failed for another reason.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What each check prints when it fails (stories.visual.ts). */
const failures = {
  pixels: /pixels \(ratio [\d.]+ of all image pixels\) are different/,
  axe: /axe on the story/,
  play: /the story rendered and its play function passed/,
};

/**
 * Small, realistic regressions, each in one file, the stories that show it, and the check that
 * must catch it (pixels unless said).
 */
const planted = [
  {
    name: 'one menu item removed (Asesoría hidden in the navigation tree)',
    file: 'mocks/src/handlers/frame/productData.ts',
    from: "    id: 'advisor',\n    type: 'basic',",
    to: "    id: 'advisor',\n    hidden: true,\n    type: 'basic',",
    stories: '^screens-main-layout--dashboard$',
  },
  {
    name: 'one colour token moved one step (page background slate-100 to slate-50)',
    file: 'packages/ui/src/tokens/themes.ts',
    from: "background: '#f1f5f9',",
    to: "background: '#f8fafc',",
    stories: '^ui-layouts-page--default$',
  },
  {
    name: 'a padding changed by 2 px (the card surface on a phone, 16 to 18 px)',
    file: 'packages/ui/src/styles/utilities.css.ts',
    from: '  padding: vars.space.lg,\n  minWidth: 0,',
    to: "  padding: 'calc(16px + 2px)',\n  minWidth: 0,",
    stories: '^ui-layouts-page--default$',
  },
  {
    // (Not the greeting: the dashboard's play function reads it, and fails before any picture.)
    name: 'a text changed by one word (the dashboard says "Hoy día es" instead of "Hoy es")',
    file: 'apps/portal/src/locales/es.json',
    from: '"today": "Hoy es {{date}}"',
    to: '"today": "Hoy día es {{date}}"',
    stories: '^screens-dashboard--loaded$',
  },
  {
    name: 'muted text too light to read (slate-600 to slate-400, 2.6:1 on white)',
    file: 'packages/ui/src/tokens/themes.ts',
    from: "textMuted: '#475569',",
    to: "textMuted: '#94a3b8',",
    stories: '^ui-layouts-page--default$',
    caughtBy: 'axe',
  },
  {
    name: 'a button that no longer calls its handler (nothing changes on screen)',
    file: 'packages/ui/src/Button/Button.tsx',
    from: 'onClick={act}',
    to: 'onClick={busy ? act : undefined}',
    stories: '^ui-button--primary$',
    caughtBy: 'play',
  },
];

function visualRun(stories) {
  const build = spawnSync('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet', '--test'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`Storybook did not build:\n${build.stderr}`);
  const result = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'e2e/visual/playwright.config.ts',
      '--reporter=line',
      '--update-snapshots=none',
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, VISUAL_STORIES: stories } },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  const pixels = [...output.matchAll(/(\d+) pixels \(ratio [\d.]+ of all image pixels\) are different/g)].map(
    (match) => Number(match[1]),
  );
  return { passed: result.status === 0, pixels, output };
}

let missed = 0;
const all = planted.map((change) => change.stories).join('|');
const clean = visualRun(all);
console.log(`${clean.passed ? '✓' : '✗'} the unchanged tree passes the stories below`);
if (!clean.passed) {
  console.log(clean.output);
  process.exit(1);
}
for (const change of planted) {
  const path = join(root, change.file);
  const original = readFileSync(path, 'utf8');
  if (!original.includes(change.from)) throw new Error(`${change.file} no longer has the line to change`);
  writeFileSync(path, original.replace(change.from, change.to));
  try {
    const { passed, pixels, output } = visualRun(change.stories);
    const check = change.caughtBy ?? 'pixels';
    const caught = !passed && failures[check].test(output);
    if (!caught) missed += 1;
    console.log(
      `${caught ? '✓ caught' : '✗ MISSED'} by ${check}: ${change.name}` +
        (pixels.length > 0 ? ` (${pixels.join(', ')} pixels differ)` : ''),
    );
    if (!caught && !passed) console.log(output.split('\n').slice(0, 40).join('\n'));
  } finally {
    writeFileSync(path, original);
  }
}
process.exit(missed > 0 ? 1 : 0);
