// Writes the advisors' directory the footer's "Asesores" opens (apps/portal/public/assets/asesores.pdf)
// from the demo's advisors, so the PDF names the advisors the portal shows. Run after changing them:
// `npm run advisors-pdf` (mocks/src/handlers/frame/advisorsDirectory.test.ts fails until then).
// Vite loads the module: the mocks import the platform's TypeScript (JSX included).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(`${root}mocks/src/handlers/frame/advisorsDirectory.ts`, {
  root,
  configFile: false,
  logLevel: 'error',
});
writeFileSync(`${root}${module.advisorsDirectoryFile}`, module.advisorsDirectoryPdf());
console.log(`wrote ${module.advisorsDirectoryFile}`);
