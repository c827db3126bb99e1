// One-way dependencies (DESIGN.md): apps/portal -> features -> platform, ui. ui imports no product
// code; platform no features/ui/app; features never the app; only the demo boot and tests reach mocks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Package folder -> packages it must never import. */
export const forbidden = {
  'packages/ui/src': [
    '@portal/platform',
    '@portal/features',
    '@portal/mocks',
    '@portal/app',
    '../../platform',
    '../../features',
  ],
  'packages/platform/src': [
    '@portal/ui',
    '@portal/features',
    '@portal/mocks',
    '@portal/app',
    '../../ui',
    '../../features',
  ],
  'packages/features/src': ['@portal/mocks', '@portal/app', 'apps/portal'],
  'mocks/src': ['@portal/features', '@portal/app', '@portal/ui'],
  'apps/portal/src': ['@portal/mocks'],
};

/** Files allowed to break a rule, and why. */
const exceptions = {
  'apps/portal/src/main.tsx': 'loads @portal/mocks/browser with a dynamic import behind the demo flag',
};

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const problems = [];
let checked = 0;
for (const [folder, banned] of Object.entries(forbidden)) {
  for (const file of walk(join(root, folder))) {
    if (!/\.(ts|tsx)$/.test(file) || /\.(test|stories|browser\.test)\.tsx?$/.test(file)) continue;
    const rel = relative(root, file);
    if (rel in exceptions) continue;
    checked += 1;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? '';
      const hit = banned.find(
        (bad) => specifier === bad || specifier.startsWith(`${bad}/`) || specifier.includes(bad),
      );
      if (hit) problems.push(`${rel} imports ${specifier} (${folder} must not import ${hit})`);
    }
  }
}
if (problems.length > 0) {
  console.error(`Dependency direction broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Dependency direction: ${checked} source files checked, all imports point one way.`);
