import { renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePortalConfig } from './fixtures.ts';

/** The demo build behind `vite preview` (the nonce written into each page, as nginx does). */
export const port = Number(process.env.E2E_PORT ?? 4173);
/** The production build behind a plain static host: one fixed policy, no nonce (overlays.e2e.ts). */
export const staticHostPort = Number(process.env.E2E_STATIC_HOST_PORT ?? 4174);
/** A copy of the production build that app-update.e2e.ts releases a new version of. */
export const updatePort = Number(process.env.E2E_UPDATE_PORT ?? 4175);

/** The config.json every server answers, and builds the page's policy from. */
export const portalConfigFile = join(tmpdir(), `portal-e2e-config-${port}.json`);

/**
 * Writes it whole or not at all: each Playwright worker loads the config and writes the file again
 * while the servers read it, and a read in the middle of a write got half a file ("config.json is
 * not valid JSON", a flaky start seen once in a fresh-clone run). A rename replaces it at once.
 */
export function writePortalConfig() {
  const partial = `${portalConfigFile}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(e2ePortalConfig, null, 2));
  renameSync(partial, portalConfigFile);
}
