import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { servePortal } from './serve-portal.mjs';
import { buildPortal, origin, signIn, startProvider, writePortalConfig } from './signed-in-portal.mjs';
const work = mkdtempSync(join(tmpdir(), 'shots-'));
await buildPortal('production', join(work, 'p'));
const provider = await startProvider(4630, [4631]);
const server = await servePortal({ dir: join(work, 'p'), port: 4631, configFile: writePortalConfig(join(work, 'c.json'), 4630), mockApi: true });
const context = await chromium.launchPersistentContext(join(work, 'profile'), { executablePath: findChromium(), headless: true, args: chromiumArgs });
await signIn(context, origin(4631), 'Camila Rojas Fuentes');
for (const width of [390, 1280]) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 844 });
  await page.goto(`${origin(4631)}/dashboard`);
  await page.locator('#balance figure p').first().waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/dash-${width}.png`, fullPage: true });
  await page.mouse.wheel(0, 900); await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/dash-${width}-scrolled.png` });
  await page.close();
}
await context.close(); server.close(); provider.kill(); process.exit(0);
