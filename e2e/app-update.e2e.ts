import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, expectNoAxeViolations, signInAs, test } from './fixtures.ts';
import { portalConfigFile, updatePort } from './servers.ts';
import { stylesWritten, watchStyles } from './styleWatch.ts';

// The update snackbar of a new version, on the production build behind a plain static host (no
// nonce): the one overlay a running build cannot be made to show on demand. The test serves its
// own copy of the build, so that releasing a "new version" (a changed sw.js) reaches no other test.

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const origin = `http://127.0.0.1:${updatePort}`;

let build = '';
let server: ChildProcess | undefined;

test.use({ baseURL: `${origin}/` });

test.beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'portal-update-'));
  cpSync(join(repositoryRoot, 'apps/portal/dist'), build, { recursive: true });
  server = spawn(
    process.execPath,
    ['scripts/serve-portal.mjs', build, String(updatePort), '--config', portalConfigFile].concat([
      '--mock-api',
      '--static-host',
    ]),
    { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const listening = new Promise<void>((done, fail) => {
    server?.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) done();
    });
    server?.once('exit', (code) => fail(new Error(`serve-portal stopped (${code})`)));
  });
  await listening;
});

test.afterAll(() => {
  server?.kill();
  rmSync(build, { recursive: true, force: true });
});

test('a new version: the snackbar shows with no <style> and no violation, then the page reloads into it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await watchStyles(page);
  await signInAs(page, 'Camila Rojas Fuentes');

  // The app registers its service worker once it is stable; the first install takes control.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), {
      timeout: 45_000,
    })
    .toBe('activated');
  const firstVersion = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
  );

  // A release: the service worker's bytes change, and the app's next version check finds it.
  appendFileSync(join(build, 'sw.js'), '\n// the next version\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  // The snackbar (the toaster's live region says "Notification" and its words again, for readers).
  const snackbar = page.getByText('Nueva versión disponible, actualizando...', { exact: true });
  await expect(snackbar).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard (update snackbar)');
  expect(await stylesWritten(page)).toEqual([]);

  // Not cancelled: 3 s of snackbar, 5 s more, and the page reloads under the new version.
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await expect(snackbar).toBeHidden({ timeout: 10_000 });
  await reloaded;
  await expect(page.getByTestId('signed-in-name')).toHaveText('Camila Rojas Fuentes', { timeout: 15_000 });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: Boolean(registration?.waiting),
          controlled: Boolean(navigator.serviceWorker.controller),
        };
      }),
    )
    .toEqual({ waiting: false, controlled: true });
  expect(firstVersion).toBe(`${origin}/sw.js`);
  expect(await stylesWritten(page)).toEqual([]);
});
