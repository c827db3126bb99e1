// Size budget of the first page (DESIGN.md "Performance budget"), in gzip bytes (zlib, level 9):
// builds a bare React 19 page and the production portal in the same run, takes what each
// index.html loads up front (entry script, modulepreloads, stylesheets), and prints gzip bytes
// and their ratio. Fails when the ratio passes the budget, or when mock code reaches production.
// Checks the pixel baselines' own budget too (scripts/baselines.mjs).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { printBaselineReport } from './baselines.mjs';
import { partOf } from './firstPageParts.mjs';
import { parsingBases, placeholderOrigins } from './placeholderHosts.mjs';

export const budgetRatio = 2.0;
/** The early start (apps/portal/earlyStartPlugin.ts) runs in front of everything: at most 2 KB gzip. */
export const earlyStartBudget = 2 * 1024;
/** The route chunk budget: no route chunk (a page, a layout frame) over 25 KB gzip. */
export const routeChunkBudget = 25 * 1024;
const root = fileURLToPath(new URL('..', import.meta.url));

/** Strings that only demo code carries: MSW itself, the worker, the mocks package, fixture data. */
export const mockMarkers = ['mockServiceWorker', 'setupWorker', 'MSW_', '@portal/mocks', 'Rojas Fuentes'];

async function buildPage(label, options, outDir) {
  const result = await build({
    logLevel: 'error',
    ...options,
    build: { ...options.build, outDir, emptyOutDir: true },
  });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => output.output)
    .filter((item) => item.type === 'chunk');
  return { label, outDir, chunks };
}

/**
 * Who the first page's bytes are: each initial file's gzip bytes shared out among the libraries and
 * packages of its modules, in proportion to each module's length in the file (before minifying; gzip
 * does not compress every module alike, so a share is an estimate, the total is exact).
 */
export function attribute(chunks, initialFiles) {
  const shares = new Map();
  for (const chunk of chunks) {
    const file = initialFiles.find((candidate) => candidate.endsWith(chunk.fileName));
    if (!file) continue;
    const modules = Object.entries(chunk.modules).filter(([, info]) => info.renderedLength > 0);
    const length = modules.reduce((sum, [, info]) => sum + info.renderedLength, 0);
    const gzip = gzipBytes([file]);
    for (const [id, info] of modules) {
      const part = partOf(id);
      shares.set(part, (shares.get(part) ?? 0) + (gzip * info.renderedLength) / length);
    }
  }
  return [...shares]
    .map(([part, gzip]) => ({ part, gzip: Math.round(gzip) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Files an index.html loads before the first paint: module entry, modulepreloads, stylesheets. */
export function initialAssets(html) {
  const refs = [];
  // Every script the page names, module or classic (an early start built as a classic script counts too).
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) refs.push(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g))
    refs.push(match[1]);
  return [...new Set(refs)].filter((ref) => !/^[a-z]+:\/\//i.test(ref));
}

/** Chunks that are a vendor SDK loaded on demand, not a route (see the route chunk budget). */
export function isVendorOnDemand(source) {
  return source.includes('node_modules') || /errorHandling\/sentryMonitor\.ts$/.test(source);
}

/** The files' gzip bytes, each compressed on its own at level 9 (as a server sends them), summed. */
export function gzipBytes(files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

/**
 * Every chunk loaded later: the pages, frames and panels loaded on demand, and the chunks they
 * import (a module two pages share, a form library) - a route cannot hide its weight in a module it
 * imports. Each with its own gzip bytes and what opening it costs beyond the first page (the chunk
 * plus the chunks it imports that the first page does not already hold). From Vite's manifest.
 */
export async function lazyChunks(outDir, initialFiles) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const initial = new Set(initialFiles);
  const closure = (key, seen = new Set()) => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return seen;
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, seen);
    return seen;
  };
  const rows = [];
  const seenFiles = new Set();
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.file.endsWith('.js') || initial.has(entry.file) || seenFiles.has(entry.file)) continue;
    seenFiles.add(entry.file);
    const extra = [...closure(key)].filter((file) => !initial.has(file));
    rows.push({
      source: key,
      file: entry.file,
      gzip: gzipBytes([join(outDir, entry.file)]),
      withImports: gzipBytes(extra.map((file) => join(outDir, file))),
    });
  }
  return rows.sort((a, b) => b.gzip - a.gzip);
}

async function measure({ label, outDir }) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = initialAssets(html).map((ref) => resolve(outDir, ref.replace(/^\.?\//, '')));
  const js = files.filter((file) => file.endsWith('.js'));
  const css = files.filter((file) => file.endsWith('.css'));
  return {
    label,
    js: gzipBytes(js),
    css: gzipBytes(css),
    files: files.map((f) => relative(outDir, f)),
  };
}

function allFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}

function findMockCode(outDir) {
  const hits = [];
  const files = allFiles(outDir).filter((file) => /\.(js|html|json)$/.test(file));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of mockMarkers)
      if (text.includes(marker)) hits.push(`${relative(outDir, file)}: ${marker}`);
  }
  return { hits, checked: files.length };
}

const bytes = (n) => `${n.toLocaleString('en-US')} B`;
const pad = (s, n) => String(s).padStart(n);

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'size-budget-'));
  try {
    const bare = await buildPage(
      'bare React 19 page',
      { root: join(root, 'bench/bare-react'), configFile: false, plugins: [react()], base: './' },
      join(work, 'bare'),
    );
    const portal = await buildPage(
      'portal (production)',
      {
        root: join(root, 'apps/portal'),
        configFile: join(root, 'apps/portal/vite.config.ts'),
        mode: 'production',
        build: { manifest: true },
      },
      join(work, 'portal'),
    );
    const rows = [await measure(bare), await measure(portal)];
    const [base, app] = rows;
    const ratio = (app.js + app.css) / (base.js + base.css);

    console.log('\nFirst-page weight, gzip (initial JS and CSS of index.html)');
    console.log(`${'page'.padEnd(22)}${pad('JS', 12)}${pad('CSS', 10)}${pad('total', 12)}`);
    for (const row of rows)
      console.log(
        `${row.label.padEnd(22)}${pad(bytes(row.js), 12)}${pad(bytes(row.css), 10)}${pad(bytes(row.js + row.css), 12)}`,
      );
    console.log(`ratio portal / bare: ${ratio.toFixed(2)}x (budget ${budgetRatio.toFixed(2)}x)`);
    console.log(`portal initial files: ${app.files.join(', ')}`);
    const room = budgetRatio * (base.js + base.css) - (app.js + app.css);
    console.log(`room under the budget: ${bytes(Math.floor(room))}`);
    // The texts the first page asks for beside its scripts (preloaded, not in the ratio above): the
    // first file holds the frame's and the dashboard's; every other domain's load with its routes.
    const texts = allFiles(join(portal.outDir, 'assets/i18n')).filter((file) => /\/es(\.json|\/)/.test(file));
    const firstTexts = texts.filter((file) => file.endsWith('/es.json'));
    console.log(
      `Spanish texts: first file ${bytes(gzipBytes(firstTexts))}; the other domains' ${texts.length - firstTexts.length} files ${bytes(gzipBytes(texts) - gzipBytes(firstTexts))}, loaded with their routes`,
    );
    const earlyFile = app.files.find((file) => /(^|\/)early-[\w-]+\.js$/.test(file));
    const early = earlyFile ? gzipBytes([join(portal.outDir, earlyFile)]) : 0;
    console.log(
      `early start (the first page's calls before the app's script): ${earlyFile ? bytes(early) : 'MISSING'} (budget ${bytes(earlyStartBudget)})`,
    );

    const parts = attribute(
      portal.chunks,
      app.files.filter((file) => file.endsWith('.js')).map((file) => join(portal.outDir, file)),
    );
    // Built apart (every byte it needs inlined), so not one of the bundle's chunks.
    if (earlyFile) parts.push({ part: 'early start (its own file)', gzip: early });
    parts.sort((a, b) => b.gzip - a.gzip);
    console.log('\nFirst-page JS by library and package, gzip (estimated share of each file)');
    for (const { part, gzip } of parts.filter((row) => row.gzip >= 500))
      console.log(
        `${part.padEnd(40)}${pad(bytes(gzip), 12)}${pad(`${((100 * gzip) / app.js).toFixed(1)} %`, 9)}`,
      );
    const small = parts.filter((row) => row.gzip < 500);
    if (small.length > 0)
      console.log(
        `${`${small.length} more under 500 B each`.padEnd(40)}${pad(bytes(small.reduce((sum, row) => sum + row.gzip, 0)), 12)}`,
      );

    const chunks = await lazyChunks(portal.outDir, app.files);
    // Routes and their frames are ours; a vendor SDK loaded on demand is listed but is not a route:
    // the monitor on Sentry (sentryMonitor.ts and the parts of Sentry it uses), loaded only in
    // Production with a DSN, after the first page.
    const routeChunks = chunks.filter((chunk) => !isVendorOnDemand(chunk.source));
    const overChunks = routeChunks.filter((chunk) => chunk.gzip > routeChunkBudget);
    console.log(
      `\nRoute chunks, gzip (${chunks.length} loaded on demand; budget ${bytes(routeChunkBudget)} each)`,
    );
    console.log(`${'chunk'.padEnd(52)}${pad('own', 12)}${pad('with imports', 15)}`);
    for (const chunk of chunks.slice(0, 8))
      console.log(
        `${chunk.source.replace(/^src\//, '').padEnd(52)}${pad(bytes(chunk.gzip), 12)}${pad(bytes(chunk.withImports), 15)}`,
      );
    const [largest] = routeChunks;
    console.log(
      `largest route chunk: ${largest?.source.replace(/^src\//, '') ?? 'none'} ${bytes(largest?.gzip ?? 0)} (budget ${bytes(routeChunkBudget)})`,
    );

    const mocks = findMockCode(portal.outDir);
    const workerShipped = allFiles(portal.outDir).some((file) => file.endsWith('mockServiceWorker.js'));
    console.log(
      `mock code in the production bundle: ${mocks.hits.length === 0 && !workerShipped ? 'none' : 'FOUND'} (${mocks.checked} files checked for ${mockMarkers.length} markers)`,
    );

    // Destinations come from config.json: a placeholder host in the code is a link to nowhere.
    const placeholders = allFiles(portal.outDir)
      .filter((file) => /\.(js|css|html)$/.test(file))
      .flatMap((file) =>
        placeholderOrigins(readFileSync(file, 'utf8')).map(
          (origin) => `${relative(portal.outDir, file)}: ${origin}`,
        ),
      );
    console.log(
      `placeholder hosts in the production bundle: ${placeholders.length === 0 ? 'none' : placeholders.length} (example.*, localhost, .test, .invalid; ${parsingBases.size} parsing bases allowed)`,
    );

    let failed = printBaselineReport().length > 0;
    if (placeholders.length > 0) {
      console.error(
        `\nPlaceholder hosts reached the production bundle (set destinations in config.json):\n  ${placeholders.join('\n  ')}`,
      );
      failed = true;
    }
    if (!earlyFile || early > earlyStartBudget) {
      console.error(
        `\nThe early start is ${earlyFile ? `over its budget: ${bytes(early)}` : 'missing from index.html'}.`,
      );
      failed = true;
    }
    if (ratio > budgetRatio) {
      console.error(
        `\nOver budget: the first page is ${ratio.toFixed(2)}x a bare React page (budget ${budgetRatio}x).`,
      );
      failed = true;
    }
    if (overChunks.length > 0) {
      console.error(
        `\nRoute chunks over ${bytes(routeChunkBudget)} gzip:\n  ${overChunks.map((c) => `${c.source} ${bytes(c.gzip)}`).join('\n  ')}`,
      );
      failed = true;
    }
    if (mocks.hits.length > 0 || workerShipped) {
      console.error(
        `\nMock code reached production:\n  ${[...mocks.hits, workerShipped ? 'mockServiceWorker.js' : ''].filter(Boolean).join('\n  ')}`,
      );
      failed = true;
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
