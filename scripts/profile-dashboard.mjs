#!/usr/bin/env node
// npm run profile:dashboard: how long the signed-in /dashboard blocks a phone's main thread, and where.
//
// The production build against the mock API over HTTP (as npm run lighthouse), with Chromium's CPU
// slowed 4x (the Lighthouse mobile preset's factor, applied for real rather than simulated), for
// Camila and for the client with 60 goals: PROFILE_RUNS (default 5) first visits (cold: no HTTP
// cache, Cache Storage or service worker) and as many return visits (warm: everything kept). Prints
// each visit's first and largest contentful paint and long tasks (> 50 ms) after FCP, and their
// blocking time (TBT's own sum, FCP to load + 5 s); the medians against their targets (30 ms for
// Camila cold and warm; the 60 goals at most 1.5x Camila's, or within 30 ms); then one more cold
// visit of Camila under the sampling profiler: its long tasks and the functions that took their
// time, named through the build's source maps. `--strict` fails when a median passes its target.
// Lighthouse's TBT is a simulation that swings ±100 ms on these 2 shared cores; this measures, and
// says which code to look at.
//
// On a fast link every answer is there before the app has drawn, so the page's work comes before
// its first paint and little is left to block after it. A phone on a slow link paints the frame
// first and does that work after it, once the answers arrive: so each client also gets as many
// return visits on Lighthouse's own slow link (`slowLink`, the figures its real, not simulated,
// throttling uses), whose blocking is held to the same targets.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { clearCaches, median, servedProductionPortal } from './signed-in-portal.mjs';

const runs = Number(process.env.PROFILE_RUNS ?? 5);
const strict = process.argv.includes('--strict');
const ports = { idp: 4620, portal: 4621 };
const personas = [
  { name: 'Camila Rojas Fuentes', label: 'Camila' },
  { name: 'Patrimonio Cordillera SpA', label: '60 goals' },
];
/** Blocking time after FCP for Camila, cold and warm; the client with 60 goals at most 1.5x hers (or within hers). */
const targets = { blocking: 30, scaleRatio: 1.5 };
const settleMs = 5000;
/**
 * Lighthouse's mobile link when it slows the network for real (its `mobileSlow4G` as DevTools applies
 * it): 562.5 ms of latency a request, 1.47 Mbit/s down, 675 kbit/s up.
 */
const slowLink = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

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
    // Unmapped: the file says where (a native function has none).
    return file ? `${functionName || '(anonymous)'} ${file}` : functionName || '(anonymous)';
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

/**
 * One visit of the dashboard, as a first visit (`cold`: no HTTP cache, Cache Storage or service
 * worker) or a return one (everything kept), on this machine's link or (`slow`) on Lighthouse's slow
 * one. With `profile`, the sampling profiler runs through it (its own cost lengthens the tasks: the
 * blocking figures come from the visits without it).
 */
async function visitOnce(context, url, { cold, profile = false, slow = false }) {
  if (cold) await clearCaches(context, new URL(url).origin);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (slow) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slowLink);
  }
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  }
  await page.addInitScript(observe);
  if (profile) await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.getByTestId('signed-in-name').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(settleMs);
  const recorded = profile ? (await cdp.send('Profiler.stop')).profile : null;
  const seen = await page.evaluate(() => ({
    ...window.__profile,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await page.close();
  const after = seen.longTasks.filter(([start]) => start >= seen.fcp);
  const blocking = after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { ...seen, after, blocking, profile: recorded };
}

const describeRun = (result) =>
  `FCP ${Math.round(result.fcp)} ms, LCP ${Math.round(result.lcp)} ms, ` +
  `blocking ${Math.round(result.blocking)} ms in ${result.after.length} long tasks after FCP` +
  (result.after.length
    ? `: ${result.after.map(([start, duration]) => `${Math.round(duration)} ms at ${Math.round(start)}`).join(', ')}`
    : '');

/** `runs` visits of one kind; prints each and returns the median figures. */
async function visits(context, url, cold, label, slow = false) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await visitOnce(context, url, { cold, slow });
    results.push(result);
    console.log(`  ${label} ${run}: ${describeRun(result)}`);
  }
  return {
    fcp: median(results.map((r) => r.fcp)),
    lcp: median(results.map((r) => r.lcp)),
    blocking: median(results.map((r) => r.blocking)),
    largest: median(results.map((r) => Math.max(0, ...r.after.map(([, duration]) => duration)))),
  };
}

/** Where the time of one profiled cold visit went: its long tasks and the functions that took it. */
function printProfile(result, mapsDir) {
  const nameOf = functionNamer(mapsDir);
  const tasks = longTasksOf(result.profile, nameOf);
  console.log(
    '\nOne cold visit of Camila under the sampling profiler (its own cost lengthens the tasks), its',
  );
  console.log(
    "long tasks as the profiler saw them (from its first busy sample; the first ones are the scripts'",
  );
  console.log('own evaluation, before FCP), with where their time went:');
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
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'portal-profile-'));
  let portal;
  const figures = {};
  try {
    console.log('Building the production portal (with source maps)…');
    portal = await servedProductionPortal(work, ports, { sourcemap: true });
    const url = `${portal.base}/dashboard`;
    for (const persona of personas) {
      const context = await portal.signedIn(persona.name, `profile-${persona.label}`);
      console.log(`\n${persona.name} (CPU 4x, ${runs} visits each; the slow link's as Lighthouse's):`);
      const cold = await visits(context, url, true, 'cold');
      // A return visit: the first one after a cold start fills the caches.
      await visitOnce(context, url, { cold: true });
      const warm = await visits(context, url, false, 'warm');
      const slow = await visits(context, url, false, 'warm, slow link', true);
      figures[persona.label] = { cold, warm, slow };
      if (persona === personas[0]) {
        const profiled = await visitOnce(context, url, { cold: true, profile: true });
        figures.profiled = profiled;
      }
    }
    const camila = figures[personas[0].label];
    const scale = figures[personas[1].label];
    const rows = [
      [`Camila, cold: blocking after FCP`, camila.cold.blocking, targets.blocking],
      [`Camila, warm: blocking after FCP`, camila.warm.blocking, targets.blocking],
      [`Camila, warm, slow link: blocking`, camila.slow.blocking, targets.blocking],
      // Or within Camila's own target: 1.5x a figure of a few milliseconds (0 in most runs) is noise,
      // not a client who waits longer (as Lighthouse's check of the 60 goals' TBT).
      [
        `60 goals, cold: blocking after FCP`,
        scale.cold.blocking,
        Math.max(targets.blocking, targets.scaleRatio * camila.cold.blocking),
      ],
      [
        `60 goals, warm: blocking after FCP`,
        scale.warm.blocking,
        Math.max(targets.blocking, targets.scaleRatio * camila.warm.blocking),
      ],
      [
        `60 goals, warm, slow link: blocking`,
        scale.slow.blocking,
        Math.max(targets.blocking, targets.scaleRatio * camila.slow.blocking),
      ],
    ];
    console.log(
      `\nMedians of ${runs} (target: ${targets.blocking} ms for Camila; 60 goals at most ${targets.scaleRatio}x Camila's, or ${targets.blocking} ms):`,
    );
    console.log('figure                                   median    target');
    let failed = false;
    for (const [name, value, target] of rows) {
      const over = value > target;
      failed ||= over;
      console.log(
        `${name.padEnd(40)} ${`${Math.round(value)} ms`.padStart(7)}  ${`${Math.round(target)} ms`.padStart(8)}${over ? '  over' : ''}`,
      );
    }
    for (const [label, { cold, warm, slow }] of Object.entries(figures).filter(([key]) => key !== 'profiled'))
      console.log(
        `${label}: FCP ${Math.round(cold.fcp)} / ${Math.round(warm.fcp)} / ${Math.round(slow.fcp)} ms, LCP ${Math.round(cold.lcp)} / ` +
          `${Math.round(warm.lcp)} / ${Math.round(slow.lcp)} ms, largest long task ${Math.round(cold.largest)} / ${Math.round(warm.largest)} / ${Math.round(slow.largest)} ms (cold / warm / warm on the slow link)`,
      );
    printProfile(figures.profiled, join(work, 'portal/assets'));
    if (strict && failed) {
      console.error('\nA blocking time passed its target (--strict).');
      process.exitCode = 1;
    }
  } finally {
    await portal?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
