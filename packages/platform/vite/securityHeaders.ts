import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parseRuntimeConfig } from '../src/config/runtimeConfig.ts';
import {
  commonSecurityHeaders,
  cspNoncePlaceholder,
  documentSecurityHeaders,
} from '../src/config/securityHeaders.ts';

export interface SecurityHeadersOptions {
  /**
   * The config.json whose origins make the policy. It is also what the server answers for
   * /config.json, so the page and its policy always read the same file. Default: the build's own.
   */
  configFile?: string;
}

/** A fresh nonce per response: 128 random bits, base64. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * One HTML page as production serves it: the config's strict policy with a fresh nonce, the same
 * nonce written where the build left its placeholder. Files are read at every call: they may
 * change between requests (tests, a new deployment).
 */
export function securedPage(
  htmlFile: string,
  configFile: string,
): { headers: Record<string, string>; html: string } {
  const config = parseRuntimeConfig(JSON.parse(readFileSync(configFile, 'utf8')), configFile);
  const nonce = newNonce();
  return {
    headers: {
      ...documentSecurityHeaders(config, nonce),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
    html: readFileSync(htmlFile, 'utf8').replaceAll(cspNoncePlaceholder, nonce),
  };
}

/** Pages the preview answers itself: the two HTML entries, and every extension-less path (the SPA). */
function htmlFileFor(pathname: string): string | null {
  if (pathname.endsWith('/silent-refresh.html')) return 'silent-refresh.html';
  if (pathname.endsWith('/index.html')) return 'index.html';
  return extname(pathname) === '' ? 'index.html' : null;
}

/**
 * `vite preview` serves the build as production does (see docs/deploy/nginx.conf): every response
 * with the common security headers, each HTML page with the strict policy of config.json and the
 * response's own nonce written into the page. The dev server (`npm start`) sends none: Vite's
 * hot reload injects inline styles.
 */
export function securityHeadersPlugin(options: SecurityHeadersOptions = {}): Plugin {
  return {
    name: 'portal-security-headers',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const base = server.config.base;
      const configFile = options.configFile ?? resolve(outDir, 'config.json');
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(commonSecurityHeaders)) res.setHeader(name, value);
        const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
        if (pathname === `${base}config.json` && options.configFile) {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(readFileSync(configFile));
          return;
        }
        const file = req.method === 'GET' || req.method === 'HEAD' ? htmlFileFor(pathname) : null;
        if (!file || !pathname.startsWith(base) || !existsSync(resolve(outDir, file))) return next();
        const page = securedPage(resolve(outDir, file), configFile);
        for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
        res.end(req.method === 'HEAD' ? undefined : page.html);
      });
    },
  };
}
