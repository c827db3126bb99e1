// A quick check of npm test and npm run check: every component file of packages/ui and packages/features (PascalCase .tsx)
// needs a *.stories.tsx in its folder. Fails listing the ones without.
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const roots = ['packages/ui/src', 'packages/features/src'];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export function componentsWithoutStories(files) {
  const storyFolders = new Set(files.filter((f) => f.endsWith('.stories.tsx')).map((f) => dirname(f)));
  return files.filter((file) => {
    const name = basename(file);
    if (!/^[A-Z][A-Za-z0-9]*\.tsx$/.test(name)) return false;
    return !storyFolders.has(dirname(file));
  });
}

const files = roots.flatMap((dir) => walk(join(root, dir)));
const missing = componentsWithoutStories(files);
const components = files.filter((f) => /^[A-Z][A-Za-z0-9]*\.tsx$/.test(basename(f))).length;
if (missing.length > 0) {
  console.error(`Components without stories (${missing.length} of ${components}):`);
  for (const file of missing) console.error(`  ${relative(root, file)}`);
  process.exit(1);
}
console.log(`Story coverage: all ${components} component files have stories beside them.`);
