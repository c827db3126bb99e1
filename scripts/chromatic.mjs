// Visual review in Chromatic (chromatic.config.json: TurboSnap, so only the stories whose inputs
// changed are drawn again). It needs a project token and the network, so it runs only where a token
// exists: `npm test` calls it as its last step and says plainly when it skipped.
import { spawnSync } from 'node:child_process';

export const chromaticToken = process.env.CHROMATIC_PROJECT_TOKEN;

if (!chromaticToken) {
  console.log(
    [
      'Chromatic: skipped, no CHROMATIC_PROJECT_TOKEN (set it from the Chromatic project settings to publish',
      'the review). The local pixel checks (npm run test:visual) draw the same modes.',
    ].join('\n'),
  );
  process.exit(process.argv.includes('--optional') ? 0 : 1);
}

const args = process.argv.slice(2).filter((arg) => arg !== '--optional');
const result = spawnSync('npx', ['chromatic', '--config-file', 'chromatic.config.json', ...args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
