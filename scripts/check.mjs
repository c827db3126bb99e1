// `npm run check`: the fast tier, for while you work (about a minute): types, lint, dependency rules,
// story coverage, the unit tests, and the stories and component tests that import a file you changed
// (uncommitted changes, against HEAD; `npm run check -- main` compares with a branch or commit).
// `npm test` runs everything, e2e and pixel checks included.
import { createSteps } from './steps.mjs';

const { run, vitestStep, finish } = createSteps('npm run check');
const since = process.argv[2];
const changed = since ? `--changed=${since}` : '--changed';

run('Chromium', 'node', ['scripts/require-chromium.mjs']);
run('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('Lint and format (Biome)', 'npx', ['biome', 'ci', '--colors=off', '.']);
run('Story coverage', 'node', ['scripts/story-coverage.mjs']);
run('Dependencies (dependency-cruiser)', 'node', ['scripts/check-dependencies.mjs']);
vitestStep('Unit tests (Node)', 'unit (node)', ['--project', 'unit']);
vitestStep('Stories and component tests of what changed (Chromium)', 'stories + browser', [
  '--project',
  'storybook',
  '--project',
  'browser',
  changed,
  '--passWithNoTests',
]);
finish();
