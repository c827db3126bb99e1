// The step runner of `npm test` and `npm run check`: each step in order, its time printed, a table of
// every step's time at the end (also when one fails), and the test counts of the levels that report.
import { spawn, spawnSync } from 'node:child_process';
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
    countPlaywright(level, report);
    if (status !== 0) finish(status);
  }

  /** Records a Playwright step's counts from its JSON report. */
  function countPlaywright(level, report) {
    const json = readJson(report);
    if (json)
      counts.push({
        level,
        passed: json.stats.expected + json.stats.flaky,
        flaky: json.stats.flaky,
        failed: json.stats.unexpected,
      });
  }

  /**
   * Playwright steps run side by side (each on ports and browsers of its own). Alone, one leaves a
   * fifth of a 2-core machine idle (pages waiting for timers and answers); together they fill it.
   * The first step's output streams; each other's is kept and printed when it ends, in one piece.
   * Each step's own time is recorded (they overlap: the total is the longest, not their sum); when
   * one fails, the run ends with the summary once all have ended.
   */
  async function playwrightStepsTogether(steps) {
    const started = Date.now();
    console.log(`\n━━ Together: ${steps.map(({ title }) => title).join(' · ')}`);
    const results = await Promise.all(
      steps.map(({ title, level, command, args, env = {} }, index) => {
        const report = join(reports, `${level.replace(/\W+/g, '-')}.json`);
        const streams = index === 0;
        return new Promise((resolve) => {
          const child = spawn(command, args, {
            stdio: streams ? 'inherit' : ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
          });
          const kept = [];
          if (!streams) {
            child.stdout.on('data', (chunk) => kept.push(chunk));
            child.stderr.on('data', (chunk) => kept.push(chunk));
          }
          child.on('close', (code) => {
            const ms = Date.now() - started;
            const status = code ?? 1;
            if (!streams) {
              console.log(`\n━━ ${title}: ${[command, ...args].join(' ')} (its output, kept while it ran)`);
              process.stdout.write(Buffer.concat(kept));
            }
            if (status === 0) console.log(`✓ ${title} (${seconds(ms)})`);
            else console.error(`\n✗ ${title} failed after ${seconds(ms)}`);
            resolve({ title, level, report, ms, status });
          });
        });
      }),
    );
    for (const { title, level, report, ms, status } of results) {
      times.push({ title, ms, ok: status === 0 });
      countPlaywright(level, report);
    }
    const failed = results.find(({ status }) => status !== 0);
    if (failed) finish(failed.status);
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

  return { run, vitestStep, playwrightStep, playwrightStepsTogether, quickChecks, finish };
}
