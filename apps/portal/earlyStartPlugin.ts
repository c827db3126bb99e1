import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { portalRoutes } from './src/routing/routeTable.ts';

/** The early start's source (src/boot/earlyStart.ts says what it does). */
export const earlyStartEntry = fileURLToPath(new URL('src/boot/earlyStart.ts', import.meta.url));

/**
 * The public pages' paths (the early start sends nothing there), from the route table's public
 * group. A path the table does not have is public too (its page says it does not exist), but the
 * early start cannot tell it from a signed-in one without the whole table: there it sends the
 * start-up calls, which the app then leaves untaken.
 */
export function publicPaths(routes: readonly { path: string; group: string }[]): string[] {
  const paths = routes.filter((route) => route.group === 'public').map((route) => route.path);
  const withParameters = paths.filter((path) => /[:*,]/.test(path));
  if (withParameters.length > 0)
    throw new Error(
      `The early start compares whole paths; a public path with a parameter: ${withParameters.join(' ')}`,
    );
  return paths;
}

/**
 * The paths whose first data is the portfolio's history (the route table's `firstData`): the one
 * first data the early start can send before the client is known. Whole paths only, as the public ones.
 */
export function portfolioPaths(routes: readonly { path: string; firstData?: readonly string[] }[]): string[] {
  const paths = routes
    .filter((route) => route.firstData?.includes('portfolioHistory'))
    .map((route) => route.path);
  const withParameters = paths.filter((path) => /[:*,]/.test(path));
  if (withParameters.length > 0)
    throw new Error(
      `The early start compares whole paths; first data on a path with a parameter: ${withParameters.join(' ')}`,
    );
  return paths;
}

/** The dashboard's path in the route table (the early start preloads its scripts there). */
export function dashboardPath(routes: readonly { path: string; page: string }[]): string {
  const dashboard = routes.find((route) => route.page === 'dashboard');
  if (!dashboard) throw new Error('The route table has no dashboard.');
  return dashboard.path;
}

/**
 * The modules the signed-in dashboard draws first: its page and the frame around it, and two the
 * app asks for only once its own script has run, each a round trip later on a phone's network: the
 * texts' library (i18next, asked beside the texts) and the chart's code (asked when the page mounts).
 */
export const dashboardModules = [
  /[\\/]src[\\/]pages[\\/]DashboardPage\.tsx$/,
  /[\\/]src[\\/]shell[\\/]MainFrame\.tsx$/,
  /[\\/]src[\\/]shell[\\/]GuardedArea\.tsx$/,
  /[\\/]src[\\/]shell[\\/]AccountGate\.tsx$/,
  /[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/,
  /[\\/]ui[\\/]src[\\/]TimeSeriesChart[\\/]TimeSeriesChart\.tsx$/,
];

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}
type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/**
 * The scripts the dashboard loads after the first page's: the chunks that hold its modules and what
 * they import, less what index.html loads already. (Their style sheets stay the app's to ask: the
 * early start's budget holds the scripts' names, not theirs too.)
 */
export function dashboardFiles(bundle: Bundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: Iterable<string>, seen = new Set<string>()) => {
    for (const file of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      closure(byFile.get(file)?.imports ?? [], seen);
    }
    return seen;
  };
  const firstPage = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const dashboard = chunks.filter((chunk) =>
    chunk.moduleIds.some((id) => dashboardModules.some((module) => module.test(id))),
  );
  // A chunk of style sheets only is no script: Vite drops it after this point (its CSS goes with
  // the chunks that import it), and a preload of it would be a 404.
  const styleOnly = (file: string) => {
    const ids = byFile.get(file)?.moduleIds ?? [];
    return ids.length > 0 && ids.every((id) => /\.css($|\?)/.test(id));
  };
  return [...closure(dashboard.map((chunk) => chunk.fileName))]
    .filter((file) => !firstPage.has(file) && !styleOnly(file))
    .sort();
}

/**
 * Builds the early start as one file of its own (at most 2 KB gzip: `npm run size`), with nothing to import (every byte it needs
 * inlined, so no second request stands between it and its calls), and loads it from index.html
 * before the app's script, `async` so it runs the moment it arrives. An external file, so the
 * strict CSP ('self') allows it with no inline script. Production builds only: in the demo the
 * mock backend starts with the app's script, and a call sent before it would reach no one.
 */
export function earlyStart(options: { enabled: boolean; base: string }): Plugin {
  let fileName: string | undefined;
  return {
    name: 'portal-early-start',
    apply: 'build',
    // Before Vite writes index.html (its own generateBundle), so the file's name is known by then.
    enforce: 'pre',
    async generateBundle(_outputOptions, viteBundle) {
      if (!options.enabled) return;
      const bundle = await rolldown({
        input: earlyStartEntry,
        platform: 'browser',
        logLevel: 'silent',
      });
      // No comments either: a pure annotation left in is bytes of the budget.
      const { output } = await bundle.generate({
        format: 'esm',
        minify: true,
        comments: { annotation: false, legal: false, jsdoc: false },
      });
      await bundle.close();
      const [chunk, ...rest] = output;
      if (chunk?.type !== 'chunk' || rest.some((item) => item.type === 'chunk'))
        this.error('The early start must build into one file with nothing to import.');
      const files = dashboardFiles(viteBundle).map((file) => file.replace(/^assets\//, ''));
      const code = chunk.code
        .replace('__PORTAL_DASHBOARD_FILES__', files.join(','))
        .replace('__PORTAL_PUBLIC_PATHS__', publicPaths(portalRoutes).join(','))
        .replace('__PORTAL_PORTFOLIO_PATHS__', portfolioPaths(portalRoutes).join(','))
        .replace('__PORTAL_DASHBOARD_PATH__', dashboardPath(portalRoutes));
      if (code.includes('__PORTAL_')) this.error('The early start has a name the build did not write in.');
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/early-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!options.enabled || !fileName || !context.filename.endsWith('index.html')) return [];
        return [
          {
            tag: 'script',
            attrs: {
              type: 'module',
              async: true,
              blocking: 'render',
              crossorigin: true,
              src: `${options.base}${fileName}`,
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
