// The step runner of `npm test` and `npm run check`: each step in order, its time printed, a table of
// every step's time at the end (also when one fails), and the test counts of the levels that report.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function createSteps(name) {
  const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const counts = [];
  const times = [];
  const started = Date.now();

  function seconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
  }

  function summary() {
    console.log(`\n${name}: step times`);
    for (const { title, ms, ok } of times)
      console.log(`  ${ok ? '✓' : '✗'} ${title.padEnd(58)} ${seconds(ms).padStart(9)}`);
    console.log(`  ${'total'.padEnd(60)} ${seconds(Date.now() - started).padStart(9)}`);
    if (counts.length === 0) return;
    console.log('\nTest counts');
    for (const { level, passed, failed, flaky } of counts)
      console.log(
        `  ${level.padEnd(24)} ${passed} passed${flaky ? ` (${flaky} only on a retry)` : ''}, ${failed} failed`,
      );
    const passed = counts.reduce((n, c) => n + c.passed, 0);
    const failed = counts.reduce((n, c) => n + c.failed, 0);
    console.log(`total: ${passed} passed, ${failed} failed`);
  }

  /** Runs one step and records its time; returns its exit status. */
  function exec(title, command, args, env = {}) {
    console.log(`\n━━ ${title}: ${[command, ...args].join(' ')}`);
    const stepStarted = Date.now();
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    const ms = Date.now() - stepStarted;
    const status = result.status ?? 1;
    times.push({ title, ms, ok: status === 0 });
    if (status === 0) console.log(`✓ ${title} (${seconds(ms)})`);
    else console.error(`\n✗ ${title} failed after ${seconds(ms)}`);
    return status;
  }

  /** Runs one step; the first that fails ends the run, with the summary. */
  function run(title, command, args, env = {}) {
    const status = exec(title, command, args, env);
    if (status !== 0) finish(status);
  }

  function readJson(path) {
    try {
      return JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      return undefined;
    }
  }

  /** A vitest run whose JSON report gives the counts, kept even when the run fails. */
  function vitestStep(title, level, args) {
    const report = join(reports, `${level.replace(/\W+/g, '-')}.json`);
    const status = exec(title, 'npx', [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    const json = readJson(report);
    if (json) counts.push({ level, passed: json.numPassedTests, failed: json.numFailedTests });
    if (status !== 0) finish(status);
  }

  /** A Playwright run whose JSON report gives the counts, kept even when the run fails. */
  function playwrightStep(title, level, command, args, env = {}) {
    const report = join(reports, `${level.replace(/\W+/g, '-')}.json`);
    const status = exec(title, command, args, { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report });
    const json = readJson(report);
    if (json)
      counts.push({
        level,
        passed: json.stats.expected + json.stats.flaky,
        flaky: json.stats.flaky,
        failed: json.stats.unexpected,
      });
    if (status !== 0) finish(status);
  }

  function finish(code = 0) {
    summary();
    rmSync(reports, { recursive: true, force: true });
    process.exit(code);
  }

  /** The checks every tier starts with: a browser, types, lint, stories beside components, layers. */
  function quickChecks() {
    run('Chromium', 'node', ['scripts/require-chromium.mjs']);
    run('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
    run('Lint and format (Biome)', 'npx', ['biome', 'ci', '--colors=off', '.']);
    run('A stories file beside each component', 'node', ['scripts/stories-beside-components.mjs']);
    run('Dependencies (dependency-cruiser)', 'node', ['scripts/check-dependencies.mjs']);
    // Files, exports and declared packages that nothing uses (knip.json: the workspaces' entries).
    run('Unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']);
  }

  return { run, vitestStep, playwrightStep, quickChecks, finish };
}
