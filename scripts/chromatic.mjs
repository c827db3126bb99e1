// Visual review in Chromatic: needs a project token (and the network), so it runs only where one exists.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'Chromatic needs a project token: set CHROMATIC_PROJECT_TOKEN (from the Chromatic project settings) and run again.',
      'Without one, review visuals locally: `npm run storybook`, or the Playwright screenshots of `npm run e2e`.',
    ].join('\n'),
  );
  process.exit(1);
}

const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
