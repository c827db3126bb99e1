// `npm run deps`: the dependency rules of .dependency-cruiser.cjs (layers, cycles, no relative path
// into another workspace), checked by dependency-cruiser, plus the rule it cannot express here:
// every package a file imports is declared where that file lives. A workspace's code declares what
// it imports in its own package.json (dependencies, or devDependencies for what only its tests and
// stories use); the repository's own tooling (scripts, e2e, .storybook, stories, bench, config
// files) and every test and story may also use the root's devDependencies, where the test tools
// are declared once. A declared package that nothing imports is reported too (knip checks the
// tools' config files, which import nothing).

import { readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const rootManifest = JSON.parse(readFileSync('package.json', 'utf8'));
const workspaces = rootManifest.workspaces;
/** The repository's own tooling, outside the workspaces. */
const tooling = ['scripts', 'e2e', '.storybook', 'stories', 'bench'];

const result = await cruise([...workspaces, ...tooling], {
  ruleSet: config,
  ...config.options,
  validate: true,
});
const { output } = result;
const problems = output.summary.violations.map(
  (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
);

/** The workspace folder a file belongs to (the longest workspace path that contains it). */
const workspaceOf = (file) =>
  workspaces.filter((folder) => file.startsWith(`${folder}/`)).sort((a, b) => b.length - a.length)[0];
const namesIn = (manifest) => new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
const declared = new Map(
  workspaces.map((folder) => [folder, namesIn(JSON.parse(readFileSync(`${folder}/package.json`, 'utf8')))]),
);
const rootDeclared = namesIn(rootManifest);
const builtins = new Set(builtinModules);
/** Tests, stories and test helpers: they run under the root's test tools. */
const isTestCode = (file) => /\.(stories|test|browser\.test|bench)\.tsx?$|(^|\/)testing\//.test(file);

/** The package a bare import names (`@scope/name/sub` → `@scope/name`), or null for anything else. */
function packageOf(specifier) {
  if (/^(\.|\/|node:|virtual:|data:)/.test(specifier) || builtins.has(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** Packages a plugin's virtual module imports in the importing workspace's name. */
const virtualModuleNeeds = { 'virtual:pwa-register': ['workbox-window'] };

const imported = new Map(workspaces.map((folder) => [folder, new Set()]));
for (const module of output.modules) {
  if (module.source.includes('node_modules/')) continue;
  const folder = workspaceOf(module.source);
  for (const dependency of module.dependencies) {
    if (dependency.dependencyTypes.includes('local')) continue;
    for (const [virtual, needs] of Object.entries(virtualModuleNeeds))
      if (folder && dependency.module.startsWith(virtual))
        for (const need of needs) imported.get(folder)?.add(need);
    const name = packageOf(dependency.module);
    if (!name) continue;
    if (folder) imported.get(folder)?.add(name);
    const own = folder ? declared.get(folder) : rootDeclared;
    if (own?.has(name)) continue;
    if ((!folder || isTestCode(module.source)) && rootDeclared.has(name)) continue;
    problems.push(`undeclared: ${module.source} imports ${name}, missing from ${folder ?? '.'}/package.json`);
  }
}
for (const [folder, names] of declared) {
  for (const name of names)
    if (!imported.get(folder)?.has(name) && !name.startsWith('@types/'))
      problems.push(`unused: ${folder}/package.json declares ${name}, which nothing there imports`);
}

// A parser that is not set up cruises nothing and would find nothing wrong.
if (output.summary.totalCruised < 100)
  problems.push(`only ${output.summary.totalCruised} modules cruised: is @swc/core installed?`);
console.log(
  `${output.summary.totalCruised} modules, ${output.summary.totalDependenciesCruised} dependencies cruised`,
);
if (problems.length > 0) {
  console.error(problems.map((problem) => `  ✗ ${problem}`).join('\n'));
  process.exit(1);
}
console.log('✓ dependencies point one way, and every file imports only packages declared where it lives');
