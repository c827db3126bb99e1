// What the performance scripts share (npm run lighthouse, npm run profile:dashboard): the portal
// built for production, served as production does against the mock API over HTTP, the local OpenID
// provider, and a Chromium profile signed in as a persona.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { servePortal } from './serve-portal.mjs';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
export const origin = (port, scheme = 'http') => `${scheme}://127.0.0.1:${port}`;

/** Builds the portal (`mode`: production or demo) into `outDir`. */
export async function buildPortal(mode, outDir, extra = {}) {
  await build({
    root: join(repositoryRoot, 'apps/portal'),
    configFile: join(repositoryRoot, 'apps/portal/vite.config.ts'),
    logLevel: 'error',
    mode,
    build: { outDir, emptyOutDir: true, ...extra },
  });
}

/** A config.json for a portal that signs in through the provider on `idpPort`. */
export function writePortalConfig(file, idpPort, environment = 'Lighthouse') {
  const config = {
    apiBase: './',
    environment,
    oidc: { authority: origin(idpPort), clientId: 'portal-web', renewBeforeExpirySeconds: 60 },
  };
  writeFileSync(file, JSON.stringify(config));
  return file;
}

/**
 * Starts the local OpenID provider for the portals on `portalPorts` (each over HTTP or HTTPS);
 * resolves once it answers.
 */
export async function startProvider(port, portalPorts) {
  const child = spawn(process.execPath, [join(repositoryRoot, 'apps/identity-dev/src/server.ts')], {
    env: {
      ...process.env,
      IDP_PORT: String(port),
      IDP_ACCESS_TOKEN_TTL: '3600',
      PORTAL_ORIGINS: portalPorts.flatMap((port) => [origin(port), origin(port, 'https')]).join(','),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin(port)}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('The local OpenID provider did not start.');
}

/** Signs the browser context in as `persona` at `base` (the provider asks once, then single sign-on). */
export async function signIn(context, base, persona) {
  const page = await context.newPage();
  await page.goto(`${base}/dashboard`);
  const signedIn = page.getByTestId('signed-in-name');
  const personaButton = page.getByRole('button', { name: new RegExp(persona) });
  await signedIn.or(personaButton).first().waitFor({ timeout: 30_000 });
  if (await personaButton.isVisible()) await personaButton.click();
  await signedIn.waitFor({ timeout: 30_000 });
  await page.close();
}

/** A first visit, still signed in: no HTTP cache, Cache Storage or service worker of the origin. */
export async function clearCaches(context, base) {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: base,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.detach();
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The production build served as production is, against the mock API over HTTP, with the local
 * provider beside it (npm run bench:scale, npm run profile:dashboard): builds into `work`, starts
 * both, and opens signed-in Chromium profiles on request. `close()` stops everything it started.
 */
export async function servedProductionPortal(work, ports, buildOptions = {}) {
  await buildPortal('production', join(work, 'portal'), buildOptions);
  const provider = await startProvider(ports.idp, [ports.portal]);
  const contexts = [];
  let server;
  try {
    server = await servePortal({
      dir: join(work, 'portal'),
      port: ports.portal,
      configFile: writePortalConfig(join(work, 'config.json'), ports.idp),
      mockApi: true,
    });
  } catch (error) {
    provider.kill();
    throw error;
  }
  const base = origin(ports.portal);
  return {
    base,
    dir: join(work, 'portal'),
    /** A Chromium profile of its own (`profile` names its folder), signed in as `persona`. */
    async signedIn(persona, profile, options = {}) {
      const context = await chromium.launchPersistentContext(join(work, profile), {
        executablePath: findChromium(),
        headless: true,
        args: chromiumArgs,
        ...options,
      });
      contexts.push(context);
      await signIn(context, base, persona);
      return context;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      server.close();
      provider.kill();
    },
  };
}
