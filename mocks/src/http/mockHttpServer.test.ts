import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockFaults } from '../faults/faults.ts';
import { fakeAccessToken } from '../testing/tokens.ts';
import { createMockApi } from './mockHttpServer.ts';

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
