// `npm test`: every check the project has, in order, stopping at the first failure.
// Prints the counts of each test level and a closing "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const counts = [];

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s`);
    summary();
    rmSync(reports, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestCounts(level, file) {
  const report = readJson(file);
  if (report) counts.push({ level, passed: report.numPassedTests, failed: report.numFailedTests });
}

function playwrightCounts(level, file) {
  const report = readJson(file);
  if (report)
    counts.push({
      level,
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
    });
}

/** A Playwright run whose JSON report gives the counts, kept even when the run fails. */
function playwrightStep(title, level, command, args) {
  const report = join(reports, `${level.replace(/\W+/g, '-')}.json`);
  try {
    run(title, command, args, { PLAYWRIGHT_JSON_OUTPUT_FILE: report });
  } finally {
    playwrightCounts(level, report);
  }
}

function summary() {
  if (counts.length === 0) return;
  console.log('\nTest counts');
  for (const { level, passed, failed } of counts)
    console.log(`  ${level.padEnd(24)} ${passed} passed, ${failed} failed`);
  const passed = counts.reduce((n, c) => n + c.passed, 0);
  const failed = counts.reduce((n, c) => n + c.failed, 0);
  console.log(`total: ${passed} passed, ${failed} failed`);
}

run('Chromium', 'node', ['scripts/require-chromium.mjs']);
run('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('Lint and format (Biome)', 'npx', ['biome', 'ci', '--colors=off', '.']);
run('Story coverage', 'node', ['scripts/story-coverage.mjs']);
run('Dependencies (dependency-cruiser)', 'node', ['scripts/check-dependencies.mjs']);

const unitReport = join(reports, 'unit.json');
try {
  run('Unit tests (Node)', 'npx', [
    'vitest',
    'run',
    '--project',
    'unit',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ]);
} finally {
  vitestCounts('unit (node)', unitReport);
}

const browserReport = join(reports, 'browser.json');
try {
  run('Stories and component tests (Chromium)', 'npx', [
    'vitest',
    'run',
    '--project',
    'storybook',
    '--project',
    'browser',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${browserReport}`,
  ]);
} finally {
  vitestCounts('stories + browser', browserReport);
}

run('Size budget', 'node', ['scripts/size-budget.mjs']);

playwrightStep('End-to-end (Playwright, Chromium)', 'e2e', 'npm', [
  'run',
  'e2e',
  '--',
  '--reporter=list,json',
]);
playwrightStep('Visual regression (screenshots of the built Storybook)', 'visual (stories)', 'npm', [
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

summary();
rmSync(reports, { recursive: true, force: true });
