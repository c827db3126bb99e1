// `npm run check`: the fast tier, for while you work (about a minute on 2 cores): types,
// lint, dependency rules, every unit test, and the stories and component tests of
// the components you changed (the *.stories.tsx and *.browser.test.tsx in the folder of each changed
// file: uncommitted changes against HEAD, or `npm run check -- main` against a branch or commit).
// What a change does to the components that use it is `npm test`'s to find: it runs everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSteps } from './steps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { vitestStep, quickChecks, finish } = createSteps('npm run check');
const since = process.argv[2] ?? 'HEAD';

function git(args) {
  return spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
}

/** The story and browser-test files beside each changed file (and the changed ones themselves). */
function storiesOfChangedFiles(changed, listFolder) {
  const tests = new Set();
  for (const file of changed) {
    if (!/^(packages|apps|stories)\//.test(file)) continue;
    for (const name of listFolder(dirname(file)))
      if (name.endsWith('.stories.tsx') || name.endsWith('.browser.test.tsx'))
        tests.add(join(dirname(file), name));
  }
  return [...tests].sort();
}

const changed = [
  ...git(['diff', '--name-only', since]),
  ...git(['ls-files', '--others', '--exclude-standard']),
].filter((file) => existsSync(join(root, file)));
const tests = storiesOfChangedFiles(changed, (folder) =>
  existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : [],
);

quickChecks();
vitestStep('Unit tests (Node)', 'unit (node)', ['--project', 'unit']);
if (tests.length === 0) console.log(`\nNo component changed since ${since}: no stories to run.`);
else
  vitestStep(
    `Stories and component tests of ${tests.length} changed file(s) (Chromium)`,
    'stories + browser',
    ['--project', 'storybook', '--project', 'browser', ...tests],
  );
finish();
