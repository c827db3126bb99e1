import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInside, resolveRequestPath } from './safe-path.mjs';
import { servePortal } from './serve-portal.mjs';
import { serveStatic } from './serve-static.mjs';

// A served folder `dist` beside a sibling whose name starts with it (`dist-secret`), a secret one
// level up, and a link from inside the folder to the outside.
const work = mkdtempSync(join(tmpdir(), 'portal-servers-'));
const root = join(work, 'dist');
const secret = 'SECRET-outside-the-root';
mkdirSync(join(root, 'assets'), { recursive: true });
mkdirSync(join(work, 'dist-secret'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Portal</title><p>inside</p>');
writeFileSync(
  join(root, 'config.json'),
  JSON.stringify({
    apiBase: './',
    environment: 'Demo',
    oidc: { authority: 'http://127.0.0.1:4000', clientId: 'portal-web', renewBeforeExpirySeconds: 60 },
  }),
);
writeFileSync(join(root, 'assets', 'app.js'), 'console.log("inside")');
writeFileSync(join(root, '%2e%2e'), 'inside: a file literally named %2e%2e');
writeFileSync(join(work, 'dist-secret', 'x.txt'), secret);
writeFileSync(join(work, 'secret.txt'), secret);
symlinkSync(join(work, 'secret.txt'), join(root, 'link-out.txt'));

describe('resolveRequestPath: the traversal set', () => {
  it.each<[string, string, 200 | 400 | 403, string?]>([
    ['a file', '/assets/app.js', 200, 'assets/app.js'],
    ['the root', '/', 200, ''],
    ['a query is not part of the path', '/assets/app.js?v=../../x', 200, 'assets/app.js'],
    ['dot segments, removed by the URL parser, stay inside', '/../../secret.txt', 200, 'secret.txt'],
    ['%2e%2e, a dot segment too', '/%2e%2e/%2e%2e/secret.txt', 200, 'secret.txt'],
    ['an encoded slash', '/..%2Fsecret.txt', 403],
    ['an encoded slash into the sibling', '/..%2Fdist-secret/x.txt', 403],
    ['dots and encoded slashes', '/%2e%2e%2f%2e%2e%2fsecret.txt', 403],
    ['an encoded backslash', '/..%5csecret.txt', 400],
    ['a backslash', '/..\\secret.txt', 200, 'secret.txt'],
    ['double encoding stays a name inside', '/%252e%252e', 200, '%2e%2e'],
    ['double-encoded slash stays a name inside', '/..%252fsecret.txt', 200, '..%2fsecret.txt'],
    ['a NUL byte', '/index.html%00.js', 400],
    ['a malformed escape', '/%E0', 400],
    ['a lone percent', '/%', 400],
    ['overlong UTF-8 for a dot', '/%c0%ae%c0%ae/secret.txt', 400],
    ['overlong UTF-8 for a slash', '/..%c0%afsecret.txt', 400],
    ['two leading slashes are a path, not a host', '//secret.txt', 200, 'secret.txt'],
    ['a link out of the root', '/link-out.txt', 403],
  ])('%s: %s → %i', (_name, url, status, inside) => {
    const found = resolveRequestPath(root, url);
    expect(found.status).toBe(status);
    if (found.status === 200) expect(found.file).toBe(join(root, inside ?? ''));
  });

  it.each<[string, string, boolean]>([
    ['/srv/dist', '/srv/dist', true],
    ['/srv/dist', '/srv/dist/a/b.js', true],
    ['/srv/dist', '/srv/dist/..a', true],
    ['/srv/dist', '/srv/dist-secret/x', false],
    ['/srv/dist', '/srv', false],
    ['/srv/dist', '/etc/passwd', false],
  ])('isInside(%s, %s) is %s', (base, file, inside) => {
    expect(isInside(base, file)).toBe(inside);
  });
});

interface Answer {
  status: number;
  body: string;
}

/** A raw GET (the path sent as written: fetch would normalise it first). */
function get(port: number, path: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    call.on('error', fail);
    call.end();
  });
}

/** A seeded random path: escapes, dots, slashes, backslashes, letters and a few multi-byte characters. */
function randomPaths(count: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pieces = ['/', '.', '..', '%', '%2e', '%2f', '%5c', '%00', '%25', '%c0', '%ae', '%e0', '\\']
    .concat(['a', 'index.html', 'assets', 'dist-secret', 'x.txt', 'secret.txt', 'ñ', '%C3%B1', '?', '#'])
    .concat(['link-out.txt', '%ff', '%2', '//', ';', '~']);
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 8);
    const parts = Array.from({ length }, () => pieces[Math.floor(next() * pieces.length)]);
    // Characters a request line cannot carry are sent escaped, as a client would.
    return `/${parts.join('')}`.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
  });
}

const servers: Record<string, { port: number; server: Server }> = {};
beforeAll(async () => {
  for (const [name, start] of [
    ['serve-static', () => serveStatic({ folder: root, port: 0 })],
    ['serve-portal', () => servePortal({ dir: root, port: 0 })],
  ] as const) {
    const server = (await start()) as Server;
    servers[name] = { server, port: (server.address() as AddressInfo).port };
  }
});
afterAll(async () => {
  for (const { server } of Object.values(servers)) await new Promise((done) => server.close(done));
  rmSync(work, { recursive: true, force: true });
});

describe.each(['serve-static', 'serve-portal'])('%s refuses bad paths', (name) => {
  const port = () => servers[name]?.port ?? 0;

  it.each<[string, number[]]>([
    ['/..%2Fdist-secret/x.txt', [403]],
    ['/%2e%2e%2fsecret.txt', [403]],
    ['/..%5csecret.txt', [400]],
    ['/%E0', [400]],
    ['/index.html%00.js', [400]],
    ['/%c0%ae%c0%ae/secret.txt', [400]],
    ['/link-out.txt', [403]],
    // Dot segments are removed before the file is looked for: nothing there, or the app's page.
    ['/../../secret.txt', [404, 200]],
  ])('%s → %j, and never the secret', async (path, statuses) => {
    const answer = await get(port(), path);
    expect(statuses).toContain(answer.status);
    expect(answer.body).not.toContain(secret);
  });

  it('still serves what is inside', async () => {
    const answer = await get(port(), '/assets/app.js');
    expect(answer).toEqual({ status: 200, body: 'console.log("inside")' });
  });

  it('answers 400 for a malformed escape without a stack trace, and keeps answering', async () => {
    const answer = await get(port(), '/%E0');
    expect(answer.status).toBe(400);
    expect(answer.body).not.toMatch(/URIError|at .*\(/);
    expect((await get(port(), '/assets/app.js')).status).toBe(200);
  });

  it('answers 200 from inside, 304, 400, 403 or 404 to 400 random paths, and keeps answering', async () => {
    const seen = new Map<number, number>();
    for (const path of randomPaths(400, name.length * 7919)) {
      const answer = await get(port(), path);
      seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
      expect([200, 304, 400, 403, 404], path).toContain(answer.status);
      expect(answer.body, path).not.toContain(secret);
    }
    // The run met refusals, not only files.
    expect([...seen.keys()].filter((status) => status >= 400).length).toBeGreaterThan(1);
    expect((await get(port(), '/assets/app.js')).status).toBe(200);
  });
});
