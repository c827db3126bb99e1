// Story coverage, measured from what the stories render (`npm run story-coverage`, about 6 minutes
// here: the stories run once more with V8 coverage): every component file of packages/ui and packages/features
// (a PascalCase .tsx) must have had code run by some story. A component that no story renders is
// listed, even when its folder has a stories file for another component.
// Without --run it reads the coverage of the last such run (coverage/stories).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { componentsNoStoryRenders, isComponentFile } from './storyCoverageRules.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const report = join(root, 'coverage/stories/coverage-final.json');
const roots = ['packages/ui/src', 'packages/features/src'];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

if (process.argv.includes('--run')) {
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'storybook', '--coverage.enabled', '--reporter=dot'],
    { cwd: root, stdio: 'inherit' },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}
if (!existsSync(report)) {
  console.error(
    `No story coverage at ${relative(root, report)}: run the stories with coverage first (npm run story-coverage).`,
  );
  process.exit(1);
}
const coverage = JSON.parse(readFileSync(report, 'utf8'));
const files = roots.flatMap((dir) => walk(join(root, dir))).filter(isComponentFile);
const missing = componentsNoStoryRenders(files, coverage);
if (missing.length > 0) {
  console.error(`Components that no story renders (${missing.length} of ${files.length}):`);
  for (const file of missing) console.error(`  ${relative(root, file)}`);
  process.exit(1);
}
console.log(`Story coverage: every one of the ${files.length} component files is rendered by a story.`);
