// `npm run deps`: the dependency rules of .dependency-cruiser.cjs (layers, cycles, no relative path
// into another workspace), checked by dependency-cruiser, plus one rule it cannot express: every
// workspace declares in its own package.json the @portal/* packages it imports.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const workspaces = JSON.parse(readFileSync('package.json', 'utf8')).workspaces;

const result = await cruise(workspaces, { ruleSet: config, ...config.options, validate: true });
const { output } = result;
const problems = output.summary.violations.map(
  (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
);

/** The workspace folder a file belongs to (the longest workspace path that contains it). */
const workspaceOf = (file) =>
  workspaces.filter((folder) => file.startsWith(`${folder}/`)).sort((a, b) => b.length - a.length)[0];
const declared = new Map(
  workspaces.map((folder) => {
    const manifest = JSON.parse(readFileSync(`${folder}/package.json`, 'utf8'));
    return [folder, new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }))];
  }),
);
for (const module of output.modules) {
  const folder = workspaceOf(module.source);
  if (!folder) continue;
  for (const dependency of module.dependencies) {
    const name = dependency.module.match(/^@portal\/[^/]+/)?.[0];
    if (name && !declared.get(folder)?.has(name))
      problems.push(`undeclared: ${module.source} imports ${name}, missing from ${folder}/package.json`);
  }
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
console.log('✓ dependencies point one way, and every workspace declares the @portal packages it imports');
