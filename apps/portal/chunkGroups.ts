/**
 * How the build groups modules into chunks (Rolldown `output.codeSplitting.groups`).
 *
 * Left to itself the bundler makes one chunk per set of routes that share a module: with 48 routes
 * that is a hundred files of a few hundred bytes, and the signed-in home page (main frame and
 * dashboard) asked for about 75 of them, JS and CSS, after the first script. On a phone network
 * every request costs a round trip (HTTP/1.1: six at a time), and that queue, more than the bytes,
 * was the time before the balance showed (Lighthouse, mobile: LCP 5.5 s, 95 requests before it).
 * Grouped by what changes together, the home page asks for 13 files after the first script:
 *   - the libraries every page runs on (React, the router, TanStack Query, zod, and two platform
 *     modules nearly every chunk imports): one file on the first page;
 *   - the Radix primitives under every menu and dialog, and their positioning engine: two files
 *     (together they would pass the 25 KB route chunk budget), loaded after the first page with
 *     our own Radix code (a third file: the menus' and popovers' `Radix*.tsx`, see ui's lazyOverlay);
 *   - the design system, the money features, the formats and schemas of money, and the frames'
 *     own pieces: one file each. A page that uses one button of the design system loads all of it
 *     (10 KB gzip), and every later page finds it in the cache.
 * Pages keep their own chunks. Modules on the first page (the entry's) must stay out of these groups:
 * a group that captures one pulls its whole file onto the first page, which `npm run size` catches.
 * The rule is by path, not by the import graph: the packages' barrels (`@portal/ui`) make every
 * module look reachable from the entry, and only tree-shaking knows better.
 */

export interface ChunkGroup {
  name: string;
  test: RegExp;
  priority: number;
  /** Only the modules the test names: their imports (React, other packages) stay where they are. */
  includeDependenciesRecursively: false;
}

const separator = String.raw`[\\/]`;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Modules under node_modules/<one of packages>/. */
export function packagesPattern(packages: readonly string[]): RegExp {
  const names = packages.map((name) => name.split('/').map(literal).join(separator));
  return new RegExp(`node_modules${separator}(${names.join('|')})${separator}`);
}

/** Every source path a group names (folder and entry), for the test that each one exists. */
export const namedSources: { folder: string; entry: string }[] = [];

/** Modules under <folder>/<one of entries>, where an entry is a file (without extension) or a folder. */
export function sourcesPattern(folder: string, entries: readonly string[]): RegExp {
  for (const entry of entries) namedSources.push({ folder, entry });
  const path = folder.split('/').map(literal).join(separator);
  const names = entries.map((entry) => entry.split('/').map(literal).join(separator));
  return new RegExp(`${path}${separator}(${names.join('|')})(${separator}|\\.)`);
}

/** The libraries under every page. */
export const platformLibraries = ['react', 'react-dom', 'scheduler', 'react-router', '@tanstack', 'zod'];

/** The positioning engine of Radix menus, popovers and tooltips. */
export const positioningLibraries = [
  '@floating-ui',
  '@radix-ui/react-popper',
  '@radix-ui/react-menu',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-popover',
  '@radix-ui/react-tooltip',
  '@radix-ui/react-roving-focus',
];

/** The other Radix primitives and the scroll lock of dialogs. */
export const overlayLibraries = [
  '@radix-ui',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'aria-hidden',
  'tslib',
];

/**
 * The design system, except what the entry draws or calls itself, the chart (loaded where drawn)
 * and the dialogs on Radix (the group's file would import Radix for every page that uses one button).
 */
const uiOnTheFirstPageOrLazy = [
  'ThemeRoot',
  'tokens',
  'Toaster',
  'LoadingBar',
  'EmptyLayout',
  'TimeSeriesChart',
  'LazyOverlay',
  'Dialog',
  'ConfirmationDialog',
  'MessageDialog',
  'ErrorDialog',
  'Snackbar',
  // The scroll lock: its stylesheet comes with ThemeRoot (first page), its component with the
  // Radix scroll lock that imports it (overlays).
  'scrollLock',
];
/** Our components' Radix code, split from their stand-ins (`Radix*.tsx` beside `X.tsx`). */
export const radixOverlays = new RegExp(
  `packages${separator}(ui|features)${separator}src${separator}.*${separator}Radix[A-Z]\\w*\\.tsx`,
);

export const designSystem = new RegExp(
  `packages${separator}ui${separator}src${separator}(?!(${uiOnTheFirstPageOrLazy.join('|')}|index)[\\\\/.])`,
);

export const chunkGroups: ChunkGroup[] = [
  {
    name: 'libraries',
    test: new RegExp(
      [
        packagesPattern(platformLibraries).source,
        // Two platform modules that the entry and most chunks import: on the first page anyway,
        // they were two requests of a few hundred bytes each. With them the API's contracts and
        // the call through them, which every domain's calls import (the frame's here, on the first
        // page; the other domains' with their pages): left to the bundler they landed
        // in the main frame's dynamic-import facade, and the built app stopped at "Export
        // 'MainFrame_exports' is not defined" (the static-host e2e tests caught it).
        sourcesPattern('packages/platform/src', [
          'http/fetchJson',
          'http/callEndpoint',
          // A turn of its own (the session's and the frame's calls at boot wait for one; the
          // route shell draws the first page in one).
          'async/nextTask',
          'async/useNextTurn',
          ...[
            'endpoint',
            'common',
            'goalRules',
            'navigation',
            'inbox',
            'shortcuts',
            'chat',
            'rpc',
            'files',
            'maintenance',
          ].map((frame) => `contracts/${frame}`),
        ]).source,
        // The breakpoints and media queries (200 B) that the layouts and menus read at run time.
        // Left to the bundler they landed in the main frame's dynamic-import facade, and Rolldown
        // then exported a namespace it never defined (the app stopped at "Export 'MainFrame_exports'
        // is not defined"; the e2e tests, which run the built app, would catch it again).
        sourcesPattern('packages/ui/src', ['tokens/scales']).source,
      ].join('|'),
    ),
    priority: 30,
  },
  { name: 'positioning', test: packagesPattern(positioningLibraries), priority: 25 },
  {
    // Our overlays' own Radix code (Radix*.tsx: the user menu, tooltips, popovers), loaded after
    // the first page (ui's lazyOverlay): out of the ui and frames files, which every page loads.
    name: 'radix',
    test: radixOverlays,
    priority: 40,
  },
  { name: 'overlays', test: packagesPattern(overlayLibraries), priority: 20 },
  { name: 'ui', test: designSystem, priority: 10 },
  {
    // The money domain and the goals' lists and pages the dashboard and goal pages share (the
    // goals' flows keep their own chunks).
    name: 'money',
    test: sourcesPattern('packages/features/src', [
      'money',
      'goals/GoalList',
      'goals/GoalOverview',
      'goals/StrategyCard',
      'goals/goalLabels',
      'goals/useStarGoal',
    ]),
    priority: 10,
  },
  {
    name: 'frames',
    test: new RegExp(
      [
        sourcesPattern('apps/portal/src/shell', [
          'AccountGate',
          'GuardedArea',
          'SessionGate',
          'useMaintenanceCheck',
          'MaintenanceWatcher',
          'EnterAsBanner',
          'PortalLayout',
          'MainFrame',
          // Its calls at boot: left to the bundler, in the main frame's dynamic-import facade, and
          // the app stopped at "Export 'MainFrame_exports' is not defined" (e2e caught it).
          'prefetchFrameData',
        ]).source,
        // The pages' shared pieces (the page frame, links) and styles.
        sourcesPattern('apps/portal/src/pages', ['SectionPage', 'ActionLink', 'pages.css']).source,
        sourcesPattern('apps/portal/src/routing', ['portalUrl']).source,
        sourcesPattern('packages/features/src', [
          'maintenance',
          'navigation',
          'startup',
          'inbox',
          'userMenu',
          // What the frame's own pieces use of other domains: the start-up calls of the chat and
          // the shortcuts, the goals menu, and the rules of the side menu and the user menu.
          // Left to the bundler, the chat's calls landed in the main frame's dynamic-import facade
          // and the app stopped at "Export 'MainFrame_exports' is not defined" (e2e caught it).
          'chat/chatApi',
          // The client's data around the pages outside the main frame (the flows' choosers, companies).
          'kit/WithClient',
          // The link drawn as a button that most screens use: a file of its own otherwise, one more
          // for the dashboard's early preload (the early start's 2 KB budget).
          'kit/ButtonLink',
          // The start-up notice's wait, shared with APV's announcements: a one-file chunk otherwise.
          'kit/useDebouncedValue',
          'kit/useSaidOnceStill',
          'shortcuts/shortcutsApi',
          'goals/buildGoalsMenu',
          'onboarding/accountOpening',
          'onboarding/onboardingProgress',
          // Where the registration stands, read by the dashboard, /goals and the flows' first pages.
          'onboarding/useRegistration',
          'products/usBrokerageAccess',
          'goals/activeGoals',
        ]).source,
      ].join('|'),
    ),
    priority: 10,
  },
  {
    name: 'formats',
    test: sourcesPattern('packages/platform/src', [
      'format',
      'contracts/money',
      'contracts/valueSeries',
      'contracts/taxCertificates',
      'navigation',
      'query/stateOfQuery',
      'http/downloadFile',
      // The export's calls a few at a time: left to the bundler it landed in the activities page's
      // chunk, which the money file (every page with money) then imported.
      'async/mapLimited',
    ]),
    priority: 10,
  },
].map((group) => ({ ...group, includeDependenciesRecursively: false as const }));

/**
 * The groups whose functions V8 compiles as their file loads (a compile hint the build writes at
 * their top): the overlays' code, loaded in idle time after the first page, run on the first tap.
 */
export const eagerlyCompiledChunks: readonly string[] = ['positioning', 'radix', 'overlays'];
