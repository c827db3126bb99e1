import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockFaults } from '../faults/faults.ts';
import { fakeAccessToken } from '../testing/tokens.ts';
import { bodyLimit, createMockApi } from './mockHttpServer.ts';

let server: Server;
let origin = '';

beforeAll(async () => {
  const api = createMockApi();
  server = createServer(async (request, response) => {
    if (!(await api(request, response, origin))) response.writeHead(404).end('no handler');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => mockFaults.clear());
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('the mock backend over HTTP (a production build against the demo data)', () => {
  it('answers a product call with the same handlers as the service worker', async () => {
    const response = await fetch(`${origin}/api/common/navigation`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(Object.keys(await response.json())).toContain('default');
  });

  it("passes a handler's status and body on", async () => {
    mockFaults.add({ path: 'api/common/navigation', fault: { kind: 'status', status: 503 } });
    const response = await fetch(`${origin}/api/common/navigation`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Mock fault 503' });
  });

  it("reads headers and request bodies: a message posted with a token is the client's own", async () => {
    const headers = {
      Authorization: `Bearer ${fakeAccessToken('individual')}`,
      'Content-Type': 'application/json',
    };
    const posted = await fetch(`${origin}/api/common/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        message: { title: 'Hola desde el servidor HTTP', description: 'x', time: '2026-11-22T00:00:00Z' },
      }),
    });
    expect(posted.ok).toBe(true);
    const list = await (await fetch(`${origin}/api/common/messages`, { headers })).json();
    expect(JSON.stringify(list)).toContain('Hola desde el servidor HTTP');
  });

  it('compresses JSON as an API gateway would, when the client accepts it', async () => {
    const headers = { Authorization: `Bearer ${fakeAccessToken('individual')}` };
    const plain = await fetch(`${origin}/api/goals/101/history`, {
      headers: { ...headers, 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBody = await plain.text();
    // fetch decodes what it asked for: the same JSON, fewer bytes on the wire.
    const compressed = await fetch(`${origin}/api/goals/101/history`, {
      headers: { ...headers, 'Accept-Encoding': 'gzip' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(await compressed.text()).toBe(plainBody);
  });

  it('a network fault drops the connection, as a real network error would', async () => {
    mockFaults.add({ path: 'api/common/navigation', fault: { kind: 'network' } });
    await expect(fetch(`${origin}/api/common/navigation`)).rejects.toThrow();
  });

  it('says when no handler answers, so the server can serve a file instead', async () => {
    const response = await fetch(`${origin}/assets/main.js`);
    expect([response.status, await response.text()]).toEqual([404, 'no handler']);
  });
});

const token = { Authorization: `Bearer ${fakeAccessToken('individual')}` };

/** An answer's status and its JSON error (null when the body is not `{ error: string }`). */
async function refusal(response: Response) {
  const text = await response.text();
  let error: unknown = null;
  try {
    error = (JSON.parse(text) as { error?: unknown }).error ?? null;
  } catch {
    error = null;
  }
  return { status: response.status, json: response.headers.get('content-type')?.includes('json'), error };
}

describe('the mock API over HTTP refuses what it cannot read, plainly, and keeps answering', () => {
  it.each<[string, RequestInit, number, RegExp]>([
    [
      'malformed JSON',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"message": ' },
      400,
      /not valid JSON/,
    ],
    [
      'JSON that is not UTF-8',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: new Uint8Array([0xff, 0xfe]) },
      400,
      /not valid JSON/,
    ],
    [
      'a body of a type no handler reads',
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hola' },
      415,
      /application\/json or multipart\/form-data/,
    ],
    ['a body with no type', { method: 'POST', body: new Uint8Array([1, 2, 3]) }, 415, /"none"/],
    // (A method Node's parser does not know at all, BREW, is refused by Node itself with a 400.)
    ['a method the API does not take', { method: 'PROPFIND' }, 405, /PROPFIND is not allowed/],
    [
      'a body over the limit',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `"${'a'.repeat(bodyLimit)}"`,
      },
      413,
      /larger than 12 MB/,
    ],
  ])('%s: %i with a JSON error', async (_name, init, status, message) => {
    const response = await fetch(`${origin}/api/common/messages`, {
      ...init,
      headers: { ...token, ...(init.headers as Record<string, string>) },
    });
    const answer = await refusal(response);
    expect(answer).toMatchObject({ status, json: true });
    expect(String(answer.error)).toMatch(message);
    expect((await fetch(`${origin}/api/common/navigation`)).status).toBe(200);
  });

  it('says which methods it knows when it refuses one', async () => {
    const response = await fetch(`${origin}/api/common/navigation`, { method: 'PROPFIND' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it('answers 300 random calls (methods, types, bodies, paths) with no 5xx, and keeps answering', async () => {
    let state = 20_261_126;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const paths = [
      'api/common/messages',
      'api/common/shortcuts',
      'api/goals/101/deposits',
      'api/goals/101/rescues',
      'api/advisor/meetings',
      'api/goals/101',
      'rpc/user/getCurrentUser',
      'api/apps/chat/chat',
      'api/registration',
      'api/kyc',
    ];
    const bodies = ['', '{', '{}', '[]', 'null', '"x"', '{"amount":-1}', '{"amount":"1e309"}', '\u0000', 'ñ'];
    const types = ['application/json', 'text/plain', 'multipart/form-data', 'application/xml', ''];
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'BREW', 'PROPFIND'];
    const statuses = new Map<number, number>();
    for (let call = 0; call < 300; call += 1) {
      const method = pick(methods);
      const type = pick(types);
      const path = pick(paths);
      const body = method === 'GET' ? undefined : pick(bodies);
      const headers: Record<string, string> = { ...token, ...(type ? { 'Content-Type': type } : {}) };
      if (next() < 0.5) headers['Idempotency-Key'] = `fuzz-${call}`;
      const response = await fetch(`${origin}/${path}`, { method, headers, body });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `${method} ${path} ${type} ${JSON.stringify(body)}`).toBeLessThan(500);
      await response.arrayBuffer();
    }
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
    expect((await fetch(`${origin}/api/common/navigation`)).status).toBe(200);
  });
});
