// `npm test`: every check the project has, in order, stopping at the first failure. Prints each
// step's time, a table of them at the end, the counts of each test level and a closing
// "N passed, N failed" line. `npm run check` (scripts/check.mjs) is the fast tier of it.
import { createSteps } from './steps.mjs';

const { run, vitestStep, playwrightStep, quickChecks, finish } = createSteps('npm test');

quickChecks();
vitestStep('Unit tests (Node)', 'unit (node)', ['--project', 'unit']);
vitestStep('Component tests (Chromium)', 'browser', ['--project', 'browser']);
run('Size budget', 'node', ['scripts/size-budget.mjs']);
playwrightStep('End-to-end (Playwright, Chromium)', 'e2e', 'npm', [
  'run',
  'e2e',
  '--',
  '--reporter=dot,json',
]);
run('API contract coverage (endpoints the app called in e2e)', 'node', ['scripts/contract-coverage.mjs']);
// Every story once, in the built Storybook: its play function, axe at each width, its pictures.
// (The story tests of `npm run check` and `npm run test:stories` run the same play functions and
// axe in Vitest, unfrozen; here they run in the frozen world the pictures need, in one pass.)
playwrightStep('Stories: play functions, axe and pictures (built Storybook)', 'stories', 'npm', [
  'run',
  'test:visual',
  '--',
  '--reporter=dot,json',
]);
playwrightStep("The README's commands (npm start, npm run storybook)", 'front door', 'npx', [
  'playwright',
  'test',
  '-c',
  'e2e/front-door/playwright.config.ts',
  '--reporter=list,json',
]);
// Chromatic where a project token exists; without one it says it skipped.
run('Visual review in Chromatic', 'node', ['scripts/chromatic.mjs', '--optional']);
finish();
