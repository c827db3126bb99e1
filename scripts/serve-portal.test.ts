import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePortal } from './serve-portal.mjs';

/** The raw answer (no decoding), as a browser's network layer receives it. */
function request(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ response: IncomingMessage; body: Buffer }>((done, fail) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ response, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}

describe('serve-portal: a build served as production serves it (Lighthouse, the webview demo)', () => {
  const script = `console.log(${JSON.stringify('portal '.repeat(200))});`;
  let origin = '';
  let close = () => {};

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-portal-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><title>Portal</title><script nonce="PORTAL_CSP_NONCE"></script>',
    );
    writeFileSync(join(dir, 'assets', 'app.js'), script);
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const server = await servePortal({ dir, port: 0, configFile: 'apps/portal/public/config.json' });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('sends text compressed when the browser takes it, and the same bytes once decoded', async () => {
    const { response, body } = await request(`${origin}/assets/app.js`, { 'Accept-Encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it.each([
    ['a script to a browser that takes no encoding', '/assets/app.js', {}],
    ['an image (compressed already)', '/assets/logo.png', { 'Accept-Encoding': 'br' }],
  ])('sends %s as it is', async (_name, path, headers) => {
    const { response } = await request(`${origin}${path}`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it.each(['/', '/dashboard', '/goals/101'])(
    'answers %s with the app under the strict policy and its nonce',
    async (path) => {
      const { response, body } = await request(`${origin}${path}`);
      const policy = String(response.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(policy).not.toContain('unsafe-inline');
      expect(body.toString()).toContain(`nonce="${nonce}"`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers a missing file with 404', async () => {
    expect((await request(`${origin}/assets/gone.js`)).response.statusCode).toBe(404);
  });

  it('never serves a file outside the build (a path that climbs out is refused)', async () => {
    const { response, body } = await request(`${origin}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(response.statusCode).toBe(403);
    expect(body.toString()).not.toContain('root:');
  });

  it('serves config.json from the given file, never cached', async () => {
    const { response, body } = await request(`${origin}/config.json`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(body.toString())).toHaveProperty('apiBase');
  });
});
