// `npm test`: every check the project has, in order, stopping at the first failure. Prints each
// step's time, a table of them at the end, the counts of each test level and a closing
// "N passed, N failed" line. `npm run check` (scripts/check.mjs) is the fast tier of it.
import { createSteps } from './steps.mjs';

const { run, vitestStep, playwrightStep, playwrightStepsTogether, quickChecks, finish } =
  createSteps('npm test');

quickChecks();
vitestStep('Unit tests (Node)', 'unit (node)', ['--project', 'unit']);
vitestStep('Component tests (Chromium)', 'browser', ['--project', 'browser']);
run('Size budget', 'node', ['scripts/size-budget.mjs']);
// The end-to-end tests and every story's run side by side: each alone leaves a fifth of the
// machine idle, and together they take 549 s where one after the other took 672 s (2 cores).
await playwrightStepsTogether([
  {
    title: 'End-to-end (Playwright, Chromium)',
    level: 'e2e',
    command: 'npm',
    args: ['run', 'e2e', '--', '--reporter=dot,json'],
  },
  // Every story once, in the built Storybook: its play function, axe at each width, its pictures.
  // (The story tests of `npm run check` and `npm run test:stories` run the same play functions and
  // axe in Vitest, unfrozen; here they run in the frozen world the pictures need, in one pass.)
  {
    title: 'Stories: play functions, axe and pictures (built Storybook)',
    level: 'stories',
    command: 'npm',
    args: ['run', 'test:visual', '--', '--reporter=dot,json'],
  },
]);
run('API contract coverage (endpoints the app called in e2e)', 'node', ['scripts/contract-coverage.mjs']);
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
