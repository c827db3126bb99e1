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

  /** Where a test level's JSON report is written. */
  function reportOf(level) {
    return join(reports, `${level.replace(/\W+/g, '-')}.json`);
  }

  /** `npx vitest run` with these arguments, reporting to the console and to `report` as JSON. */
  function vitestArgs(args, report) {
    return ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  }

  /** A vitest run whose JSON report gives the counts, kept even when the run fails. */
  function vitestStep(title, level, args) {
    const report = reportOf(level);
    const status = exec(title, 'npx', vitestArgs(args, report));
    countVitest(level, report);
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

  /** Records a vitest step's counts from its JSON report. */
  function countVitest(level, report) {
    const json = readJson(report);
    if (json) counts.push({ level, passed: json.numPassedTests, failed: json.numFailedTests });
  }

  /**
   * One step of a lane, spawned: its output streamed or kept; resolves with its exit status. A
   * `vitest` step gives only its arguments (`npx vitest run` is added); a `playwright` step's
   * command writes its JSON report where the counts are read; a `plain` step has no counts.
   */
  function spawnStep({ title, level, kind = 'plain', command, args }, streams, kept) {
    const report = kind === 'plain' ? undefined : reportOf(level);
    const [program, fullArgs] = kind === 'vitest' ? ['npx', vitestArgs(args, report)] : [command, args];
    const env = kind === 'playwright' ? { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report } : process.env;
    const line = `\n━━ ${title}: ${[program, ...fullArgs].join(' ')}\n`;
    if (streams) process.stdout.write(line);
    else kept.push(Buffer.from(line));
    const started = Date.now();
    return new Promise((resolve) => {
      const child = spawn(program, fullArgs, {
        stdio: streams ? 'inherit' : ['ignore', 'pipe', 'pipe'],
        env,
      });
      if (!streams) {
        child.stdout.on('data', (chunk) => kept.push(chunk));
        child.stderr.on('data', (chunk) => kept.push(chunk));
      }
      child.on('close', (code) => {
        const ms = Date.now() - started;
        const status = code ?? 1;
        times.push({ title, ms, ok: status === 0 });
        if (kind === 'vitest') countVitest(level, report);
        if (kind === 'playwright') countPlaywright(level, report);
        const end =
          status === 0 ? `✓ ${title} (${seconds(ms)})\n` : `\n✗ ${title} failed after ${seconds(ms)}\n`;
        if (streams) process.stdout.write(end);
        else kept.push(Buffer.from(end));
        resolve(status);
      });
    });
  }

  /**
   * Lanes of steps run side by side, each lane's steps one after the other (each step on ports and
   * browsers of its own). Alone, a Playwright run leaves a fifth of a 2-core machine idle (pages
   * waiting for timers and answers); side by side they fill it. The first lane's output streams;
   * each other lane's is kept and printed in one piece when the lane ends. A lane stops at its
   * first failing step; the run ends with the summary once every lane has ended.
   */
  async function lanesTogether(lanes) {
    console.log(
      `\n━━ Side by side: ${lanes.map((lane) => lane.map(({ title }) => title).join(' → ')).join(' ‖ ')}`,
    );
    const statuses = await Promise.all(
      lanes.map(async (lane, index) => {
        const kept = [];
        let status = 0;
        for (const step of lane) {
          status = await spawnStep(step, index === 0, kept);
          if (status !== 0) break;
        }
        if (index > 0) process.stdout.write(Buffer.concat(kept));
        return status;
      }),
    );
    const failed = statuses.find((status) => status !== 0);
    if (failed !== undefined) finish(failed);
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

  return { run, vitestStep, lanesTogether, quickChecks, finish };
}
