#!/usr/bin/env node
// npm run profile:dashboard: where the signed-in /dashboard spends its main thread on a phone.
//
// The production build against the mock API over HTTP (as npm run lighthouse), signed in as Camila,
// opened PROFILE_RUNS times (default 3) as a first visit with Chromium's CPU slowed 4x (the
// Lighthouse mobile preset's factor, applied for real rather than simulated). Prints, per run and as
// the median: first contentful paint, largest contentful paint, each long task (> 50 ms) after FCP
// and their blocking time (TBT's own sum, FCP to load + 5 s), then the functions that took the most
// time in those long tasks, named through the build's source maps. Lighthouse's TBT is a simulation
// that swings ±100 ms on these 2 shared cores; this says which code to look at.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { clearCaches, median, servedProductionPortal } from './signed-in-portal.mjs';

const runs = Number(process.env.PROFILE_RUNS ?? 3);
const ports = { idp: 4620, portal: 4621 };
const persona = 'Camila Rojas Fuentes';
const settleMs = 5000;

/** Observers installed before the page's own scripts: paints and long tasks as the browser saw them. */
function observe() {
  const seen = { longTasks: [], lcp: 0, lcpNode: '' };
  window.__profile = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.lcp = entry.startTime;
      seen.lcpNode = `${entry.element?.tagName ?? '?'}#${entry.element?.id ?? ''} ${entry.element?.textContent?.slice(0, 40) ?? ''}`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** A function's name through the build's source maps: `name (package/file:line)`. */
function functionNamer(mapsDir) {
  const consumers = new Map();
  const consumer = (file) => {
    if (!consumers.has(file)) {
      try {
        consumers.set(
          file,
          new SourceMapConsumer(JSON.parse(readFileSync(join(mapsDir, `${file}.map`), 'utf8'))),
        );
      } catch {
        consumers.set(file, null);
      }
    }
    return consumers.get(file);
  };
  return ({ functionName, url, lineNumber, columnNumber }) => {
    const file = url.split('/').pop();
    const map = file ? consumer(file) : null;
    if (map && lineNumber >= 0) {
      const position = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (position.source) {
        const source = position.source.replace(/.*node_modules\//, '').replace(/.*\/(src|dist)\//, '');
        return `${position.name ?? (functionName || '(anonymous)')} (${source}:${position.line})`;
      }
    }
    if (functionName === '(program)') return '(browser: style, layout, paint, parsing)';
    return functionName || `(anonymous) ${file}`;
  };
}

/**
 * The long tasks as the sampling profiler saw them (a run of busy samples of more than 50 ms, from
 * the first sample of the page; tasks that follow each other with no idle sample between count as
 * one, such as a commit and the frame that paints it), each with the functions that took its time
 * (self time). The browser's own observer above gives the true task boundaries and durations.
 */
function longTasksOf(profile, nameOf) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const tasks = [];
  let current = null;
  let time = profile.startTime;
  let first = null;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const step = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const name = nameOf(nodes.get(id).callFrame);
    if (name === '(idle)' || name === '(root)') {
      if (current) tasks.push(current);
      current = null;
      return;
    }
    first ??= time;
    current ??= { start: (time - first) / 1000, duration: 0, self: new Map() };
    current.duration += step;
    current.self.set(name, (current.self.get(name) ?? 0) + step);
  });
  if (current) tasks.push(current);
  return tasks.filter((task) => task.duration > 50);
}

async function profileOnce(context, url) {
  await clearCaches(context, new URL(url).origin);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await page.addInitScript(observe);
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.getByTestId('signed-in-name').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(settleMs);
  const { profile } = await cdp.send('Profiler.stop');
  const seen = await page.evaluate(() => ({
    ...window.__profile,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await page.close();
  const after = seen.longTasks.filter(([start]) => start >= seen.fcp);
  const blocking = after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { ...seen, after, blocking, profile };
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'portal-profile-'));
  let portal;
  try {
    console.log('Building the production portal (with source maps)…');
    portal = await servedProductionPortal(work, ports, { sourcemap: true });
    const context = await portal.signedIn(persona, 'profile');
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await profileOnce(context, `${portal.base}/dashboard`, join(work, 'portal/assets'));
      results.push(result);
      console.log(
        `run ${run}: FCP ${Math.round(result.fcp)} ms, LCP ${Math.round(result.lcp)} ms (${result.lcpNode.trim()}), ` +
          `blocking ${Math.round(result.blocking)} ms in ${result.after.length} long tasks after FCP: ` +
          result.after
            .map(([start, duration]) => `${Math.round(duration)} ms at ${Math.round(start)}`)
            .join(', '),
      );
    }
    console.log(
      `\nmedian of ${runs} (CPU 4x, no network throttling): FCP ${Math.round(median(results.map((r) => r.fcp)))} ms, ` +
        `LCP ${Math.round(median(results.map((r) => r.lcp)))} ms, blocking time ${Math.round(median(results.map((r) => r.blocking)))} ms`,
    );
    const nameOf = functionNamer(join(work, 'portal/assets'));
    const tasks = longTasksOf(results.at(-1).profile, nameOf);
    console.log("\nThe last run's long tasks as the profiler saw them (from its first busy sample; the");
    console.log("first ones are the scripts' own evaluation, before FCP), with where their time went:");
    const total = new Map();
    for (const task of tasks) {
      const top = [...task.self.entries()].sort((a, b) => b[1] - a[1]);
      for (const [name, ms] of top) total.set(name, (total.get(name) ?? 0) + ms);
      console.log(
        `  ${Math.round(task.duration)} ms at ${Math.round(task.start)}: ` +
          top
            .slice(0, 4)
            .map(([name, ms]) => `${name} ${Math.round(ms)}`)
            .join(' · '),
      );
    }
    console.log('\nAcross those tasks (self time, ms):');
    for (const [name, ms] of [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${String(Math.round(ms)).padStart(5)}  ${name}`);
  } finally {
    await portal?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
