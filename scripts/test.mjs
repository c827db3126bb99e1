// `npm test`: every check the project has, in order, stopping at the first failure. Prints each
// step's time, a table of them at the end, the counts of each test level and a closing
// "N passed, N failed" line. `npm run check` (scripts/check.mjs) is the fast tier of it.
import { createSteps } from './steps.mjs';

const { run, lanesTogether, quickChecks, finish } = createSteps('npm test');

quickChecks();
// Two lanes side by side: the end-to-end tests (the longest step) in one; in the other the unit
// and component tests, the size budget, every story's run and the README's commands. One after
// the other they took 672 s of the e2e and stories alone (2 cores); see README, "Test times".
await lanesTogether([
  [
    {
      title: 'End-to-end (Playwright, Chromium)',
      level: 'e2e',
      kind: 'playwright',
      command: 'npm',
      args: ['run', 'e2e', '--', '--reporter=dot,json'],
    },
    {
      title: 'API contract coverage (endpoints the app called in e2e)',
      command: 'node',
      args: ['scripts/contract-coverage.mjs'],
    },
  ],
  [
    {
      title: 'Unit tests (Node)',
      level: 'unit (node)',
      kind: 'vitest',
      args: ['--project', 'unit'],
    },
    {
      title: 'Component tests (Chromium)',
      level: 'browser',
      kind: 'vitest',
      args: ['--project', 'browser'],
    },
    { title: 'Size budget', command: 'node', args: ['scripts/size-budget.mjs'] },
    // Every story once, in the built Storybook: its play function, axe at each width, its pictures.
    // (The story tests of `npm run check` and `npm run test:stories` run the same play functions
    // and axe in Vitest, unfrozen; here they run in the frozen world the pictures need, in one pass.)
    {
      title: 'Stories: play functions, axe and pictures (built Storybook)',
      level: 'stories',
      kind: 'playwright',
      command: 'npm',
      args: ['run', 'test:visual', '--', '--reporter=dot,json'],
    },
    // `npm start` and `npm run storybook` on their own ports (4000, 5173, 6006): none is the e2e's.
    {
      title: "The README's commands (npm start, npm run storybook)",
      level: 'front door',
      kind: 'playwright',
      command: 'npx',
      args: ['playwright', 'test', '-c', 'e2e/front-door/playwright.config.ts', '--reporter=list,json'],
    },
  ],
]);
// Chromatic where a project token exists; without one it says it skipped.
run('Visual review in Chromatic', 'node', ['scripts/chromatic.mjs', '--optional']);
finish();
