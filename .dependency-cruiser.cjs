// One-way dependencies (ARCHITECTURE.md): apps -> features -> platform, ui. ui imports no product
// code; platform no features, ui or app; features never an app; only the demo boot and tests reach
// the mocks. Side-effect imports (`import '@portal/features'`) count like any other. A workspace
// reaches another only through its package name; every package a file imports is declared where
// it lives (scripts/check-dependencies.mjs).
/** Stories and tests may reach further down (mocks, fixtures) than the code they check. */
const notStoriesOrTests = '\\.(stories|test|browser\\.test)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ui-is-product-agnostic',
      comment: 'packages/ui takes data and callbacks as props: no platform, features, apps or mocks.',
      severity: 'error',
      from: { path: '^packages/ui/src/', pathNot: notStoriesOrTests },
      to: { path: '^(packages/(platform|features)|apps|mocks)/' },
    },
    {
      name: 'platform-below-features-and-ui',
      comment: 'packages/platform is the base: it never imports ui, features, apps or mocks.',
      severity: 'error',
      from: { path: '^packages/platform/', pathNot: notStoriesOrTests },
      to: { path: '^(packages/(ui|features)|apps|mocks)/' },
    },
    {
      name: 'features-below-apps',
      comment: 'packages/features never imports an app or the mocks (stories and tests may use mocks).',
      severity: 'error',
      from: { path: '^packages/features/src/', pathNot: notStoriesOrTests },
      to: { path: '^(apps|mocks)/' },
    },
    {
      name: 'mocks-take-only-platform-types',
      comment: 'mocks may import platform (schemas, types), never ui, features or an app.',
      severity: 'error',
      from: { path: '^mocks/src/' },
      to: { path: '^(packages/(ui|features)|apps)/' },
    },
    {
      name: 'app-reaches-mocks-only-in-demo-boot',
      comment: 'Only the demo boot loads the mock backend (a dynamic import behind the demo flag).',
      severity: 'error',
      from: { path: '^apps/portal/src/', pathNot: '^apps/portal/src/main\\.tsx$' },
      to: { path: '^mocks/' },
    },
    {
      name: 'no-relative-path-into-another-workspace',
      comment: 'Reach another workspace through its package name (@portal/...), not ../../its/src.',
      severity: 'error',
      from: { path: '^(packages/[^/]+|apps/[^/]+|mocks)/' },
      to: { path: '^(packages/[^/]+|apps/[^/]+|mocks)/', pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'features-domain-through-its-entry',
      comment:
        "A features domain reaches another domain only through that domain's public entries: index.ts, " +
        'or model.ts for its rules and calls without UI (ARCHITECTURE.md, "The features by domain"); ' +
        'kit/ and stepFlow/ are shared by every domain, and testing/ by their stories.',
      severity: 'error',
      from: { path: '^packages/features/src/([^/]+)/' },
      to: {
        path: '^packages/features/src/[^/]+/',
        pathNot: [
          '^packages/features/src/$1/',
          '^packages/features/src/[^/]+/(index|model)\\.ts$',
          '^packages/features/src/(kit|stepFlow|locales|testing)/',
        ],
      },
    },
    {
      name: 'features-model-without-ui',
      comment:
        "A domain's model.ts (rules, calls, hooks) reaches no component and no stylesheet of features: " +
        "other domains' rules and the Node unit tests import it.",
      severity: 'error',
      from: { path: '^packages/features/src/[^/]+/model\\.ts$' },
      to: { path: '^packages/features/src/.+\\.(tsx|css\\.ts)$', reachable: true },
    },
    {
      name: 'features-shared-parts-below-domains',
      comment: 'kit/ (shared styles and field helpers) and stepFlow/ (the flows kernel) know no domain.',
      severity: 'error',
      from: { path: '^packages/features/src/(kit|stepFlow)/', pathNot: notStoriesOrTests },
      to: { path: '^packages/features/src/', pathNot: '^packages/features/src/(kit|stepFlow|locales)/' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      from: { path: '^(packages|apps|mocks)/' },
      to: { circular: true },
    },
    {
      name: 'resolvable',
      comment:
        "Every import resolves. msw's browser and node entries are each null under the other's condition, " +
        'which one resolver setting cannot satisfy at once: those two are left to tsc and the tests.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(virtual:|msw/(browser|node)$)' },
    },
  ],
  options: {
    // TypeScript 7 has no JS API for dependency-cruiser: swc parses the sources. @swc/core is pinned
    // to 1.16.18, the newest whose binaries for every platform are in the registry here (npm ci needs
    // them all in the lockfile; a newer one broke it, as Biome's and rollup's pins note).
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    // node_modules is not followed, but the edges into it stay: scripts/check-dependencies.mjs
    // checks each against the package.json where the importing file lives.
    // The builds' output only (a package's own dist/ under node_modules is where its code is).
    exclude: { path: '^(apps/[^/]+/(dist|dist-demo)|storybook-static|coverage)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'browser', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
