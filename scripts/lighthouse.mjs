#!/usr/bin/env node
// npm run lighthouse: Lighthouse (mobile preset: Moto G Power, simulated 4x CPU slowdown and slow
// 4G) for the signed-in /dashboard, the median of 3 runs, for
//   - the production build against the mock backend served over HTTP (scripts/serve-portal.mjs
//     --mock-api: the same MSW handlers behind node:http; no service worker, no mock code in the page),
//     over HTTPS and HTTP/2 as production is served (docs/deploy/nginx.conf; a certificate made for
//     the run), and the same over plain HTTP/1.1 (Lighthouse's simulation queues HTTP/1.1 requests
//     six at a time per origin, and the page asks for about 40 before its largest paint),
//   - the demo build (the MSW service worker answers in the page, as `npm start` does),
//   - a bare React 19 page (bench/bare-react), served as production is, the yardstick of the run.
// Each build is served with the production headers (strict CSP), signed in once through the local
// OpenID provider as Camila; before every run the HTTP cache, Cache Storage and service workers of
// the origin are cleared (a first visit), the sign-in stays. Prints the figures and the targets.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { selfSignedCertificate, servePortal } from './serve-portal.mjs';
import {
  buildPortal,
  clearCaches,
  median,
  origin,
  repositoryRoot as root,
  signIn,
  startProvider,
  writePortalConfig,
} from './signed-in-portal.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_SAVE=dir: every run's full report (JSON) is written there, to see where the time goes. */
const saveDir = process.env.LIGHTHOUSE_SAVE;
/** LIGHTHOUSE_ONLY=production|http1|demo|bare: measure one page only (while working on it). */
const only = process.env.LIGHTHOUSE_ONLY;
const wanted = (name) => !only || only === name;
const ports = { idp: 4610, production: 4611, demo: 4612, bare: 4613, http1: 4614, debugging: 9339 };
const persona = 'Camila Rojas Fuentes';
/** What the production build must reach (the performance budget, README "What is slow"). */
const targets = { score: 98, lcp: 1200, tbt: 50, cls: 0.01 };

async function buildAll(work) {
  console.log(
    `Building ${only ? `the ${only} page` : 'the production portal, the demo portal and the bare React page'}…`,
  );
  if (wanted('production') || wanted('http1')) await buildPortal('production', join(work, 'production'));
  if (wanted('demo')) await buildPortal('demo', join(work, 'demo'));
  if (!wanted('bare')) return;
  await build({
    root: join(root, 'bench/bare-react'),
    configFile: false,
    plugins: [react()],
    base: './',
    logLevel: 'error',
    build: { outDir: join(work, 'bare'), emptyOutDir: true },
  });
}

const configFor = (work, name) => writePortalConfig(join(work, `${name}-config.json`), ports.idp);

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    url: lhr.finalDisplayedUrl,
  };
}

async function measure(context, label, url, expectPath) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    await clearCaches(context, new URL(url).origin);
    const result = await lighthouse(url, {
      port: ports.debugging,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The sign-in lives in localStorage: keep it (caches are cleared above instead).
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const row = figures(result.lhr);
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${run}.json`;
      writeFileSync(join(saveDir, name), JSON.stringify(result.lhr));
    }
    if (expectPath && new URL(row.url).pathname !== expectPath) {
      throw new Error(`${label}: Lighthouse ended on ${row.url}, not ${expectPath} (not signed in?)`);
    }
    console.log(
      `  ${label} run ${run}: score ${row.score}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}`,
    );
    results.push(row);
  }
  return {
    label,
    score: median(results.map((row) => row.score)),
    lcp: median(results.map((row) => row.lcp)),
    tbt: median(results.map((row) => row.tbt)),
    cls: median(results.map((row) => row.cls)),
  };
}

function table(rows) {
  const pad = (value, width) => String(value).padStart(width);
  console.log(`\nLighthouse, mobile preset, median of ${runs} (signed-in /dashboard)`);
  console.log(`${'page'.padEnd(50)}${pad('score', 7)}${pad('LCP', 10)}${pad('TBT', 9)}${pad('CLS', 8)}`);
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(50)}${pad(row.score, 7)}${pad(`${(row.lcp / 1000).toFixed(2)} s`, 10)}${pad(`${Math.round(row.tbt)} ms`, 9)}${pad(row.cls.toFixed(3), 8)}`,
    );
  }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const servers = [];
  let provider;
  let context;
  try {
    await buildAll(work);
    provider = await startProvider(ports.idp, [ports.production, ports.http1, ports.demo]);
    const tls = selfSignedCertificate();
    for (const [name, secure] of [
      ['production', true],
      ['http1', false],
    ])
      if (wanted(name))
        servers.push(
          await servePortal({
            dir: join(work, 'production'),
            port: ports[name],
            configFile: configFor(work, 'production'),
            mockApi: true,
            tls: secure ? tls : undefined,
          }),
        );
    if (wanted('demo'))
      servers.push(
        await servePortal({ dir: join(work, 'demo'), port: ports.demo, configFile: configFor(work, 'demo') }),
      );
    if (wanted('bare'))
      servers.push(await servePortal({ dir: join(work, 'bare'), port: ports.bare, plain: true, tls }));
    context = await chromium.launchPersistentContext(join(work, 'profile'), {
      executablePath: findChromium(),
      headless: true,
      // The run's own certificate (above) is the only one this profile meets.
      args: [...chromiumArgs, '--ignore-certificate-errors', `--remote-debugging-port=${ports.debugging}`],
      ignoreHTTPSErrors: true,
    });
    if (wanted('production')) await signIn(context, origin(ports.production, 'https'), persona);
    if (wanted('http1')) await signIn(context, origin(ports.http1), persona);
    if (wanted('demo')) await signIn(context, origin(ports.demo), persona);
    const pages = [
      [
        'production',
        'portal, production build, HTTP/2 + mock API',
        `${origin(ports.production, 'https')}/dashboard`,
        '/dashboard',
      ],
      [
        'http1',
        'portal, production build, HTTP/1.1 + mock API',
        `${origin(ports.http1)}/dashboard`,
        '/dashboard',
      ],
      ['demo', 'portal, demo build (MSW service worker)', `${origin(ports.demo)}/dashboard`, '/dashboard'],
      ['bare', 'bare React 19 page (HTTP/2)', `${origin(ports.bare, 'https')}/`, undefined],
    ].filter(([name]) => wanted(name));
    const rows = [];
    for (const [, label, url, path] of pages) rows.push(await measure(context, label, url, path));
    table(rows);
    const production = rows.find((row) => row.label.startsWith('portal, production build, HTTP/2'));
    if (!production) return;
    const checks = [
      ['score', production.score >= targets.score, `${production.score} (target ≥ ${targets.score})`],
      ['LCP', production.lcp <= targets.lcp, `${Math.round(production.lcp)} ms (target ≤ ${targets.lcp} ms)`],
      ['TBT', production.tbt <= targets.tbt, `${Math.round(production.tbt)} ms (target ≤ ${targets.tbt} ms)`],
      ['CLS', production.cls <= targets.cls, `${production.cls.toFixed(3)} (target ≤ ${targets.cls})`],
    ];
    console.log('\nProduction build (HTTP/2, as deployed) against the targets:');
    for (const [name, ok, text] of checks) console.log(`  ${ok ? '✓' : '✗'} ${name} ${text}`);
    if (process.argv.includes('--strict') && checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await context?.close();
    for (const server of servers) server.close();
    provider?.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
