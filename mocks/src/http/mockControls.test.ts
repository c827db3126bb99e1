import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockFaults } from '../faults/faults.ts';
import { fakeAccessToken } from '../testing/tokens.ts';
import { createMockControls, parseFaultRule } from './mockControls.ts';
import { createMockApi } from './mockHttpServer.ts';

let server: Server;
let origin = '';

beforeAll(async () => {
  const controls = createMockControls();
  const api = createMockApi();
  server = createServer(async (request, response) => {
    if (await controls(request, response)) return;
    if (!(await api(request, response, origin))) response.writeHead(404).end('no handler');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await fetch(`${origin}/__mock/reset`, { method: 'POST' });
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const token = { Authorization: `Bearer ${fakeAccessToken('individual')}` };
const json = { ...token, 'Content-Type': 'application/json' };

function control(call: string, method: string, body?: unknown) {
  return fetch(`${origin}/__mock/${call}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('fault rules as a test sends them', () => {
  it.each<[string, unknown, string | RegExp]>([
    ['a status', { path: 'api/movements', fault: { kind: 'status', status: 500 }, times: 3 }, 'rule'],
    ['a lost answer of one method', { path: 'api/x', method: 'POST', fault: { kind: 'lostAnswer' } }, 'rule'],
    ['a slow body', { path: 'api/x', fault: { kind: 'slowBody', bytesPerSecond: 10 } }, 'rule'],
    ['not an object', [1], /JSON object/],
    ['no path', { fault: { kind: 'network' } }, /path fragment/],
    ['an empty path', { path: '', fault: { kind: 'network' } }, /path fragment/],
    ['a method that is not a string', { path: 'a', method: 1, fault: { kind: 'network' } }, /"method"/],
    ['zero times', { path: 'a', times: 0, fault: { kind: 'network' } }, /"times"/],
    ['a fraction of times', { path: 'a', times: 1.5, fault: { kind: 'network' } }, /"times"/],
    ['no fault', { path: 'a' }, /fault\.kind/],
    ['an unknown kind', { path: 'a', fault: { kind: 'fire' } }, /fault\.kind/],
  ])('%s', (_name, sent, expected) => {
    const parsed = parseFaultRule(sent);
    if (expected === 'rule') expect(parsed).toEqual(sent);
    else expect(parsed).toMatch(expected);
  });
});

describe('the controls of a mock API started for tests', () => {
  it('a fault added over HTTP applies to the next calls, as many times as it says, and is cleared', async () => {
    expect(
      (
        await control('faults', 'POST', {
          path: 'api/common/navigation',
          fault: { kind: 'status', status: 503 },
          times: 1,
        })
      ).status,
    ).toBe(204);
    expect((await fetch(`${origin}/api/common/navigation`)).status).toBe(503);
    expect((await fetch(`${origin}/api/common/navigation`)).status).toBe(200);
    await control('faults', 'POST', {
      path: 'api/common/navigation',
      fault: { kind: 'status', status: 500 },
    });
    expect((await fetch(`${origin}/api/common/navigation`)).status).toBe(500);
    expect((await control('faults', 'DELETE')).status).toBe(204);
    expect((await fetch(`${origin}/api/common/navigation`)).status).toBe(200);
  });

  it('a reset puts what a client did back to the fixtures, and takes the faults away', async () => {
    const title = 'Escrito antes del reset';
    await fetch(`${origin}/api/common/messages`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ message: { title, description: 'x', time: '2026-11-22T00:00:00Z' } }),
    });
    const messages = async () =>
      JSON.stringify(await (await fetch(`${origin}/api/common/messages`, { headers: token })).json());
    expect(await messages()).toContain(title);
    await control('faults', 'POST', { path: 'api/common/navigation', fault: { kind: 'network' } });
    expect((await control('reset', 'POST')).status).toBe(204);
    expect(await messages()).not.toContain(title);
    expect(mockFaults.list()).toEqual([]);
    expect((await fetch(`${origin}/api/common/navigation`)).status).toBe(200);
  });

  it("a reset takes back a risk profile answered: the prompt is the client's again", async () => {
    const matias = {
      Authorization: `Bearer ${fakeAccessToken('riskProfile')}`,
      'Content-Type': 'application/json',
    };
    const answeredAt = async () => {
      const response = await fetch(`${origin}/rpc/user/getUserStatus`, {
        method: 'POST',
        headers: matias,
        body: '{}',
      });
      return ((await response.json()) as { riskProfileAmendment: { answeredAt: string | null } })
        .riskProfileAmendment.answeredAt;
    };
    expect(await answeredAt()).toBeNull();
    await fetch(`${origin}/rpc/user/answerRiskProfile`, {
      method: 'POST',
      headers: matias,
      body: JSON.stringify({ uuid: '9b2f6a10-0d1e-4c7a-8f00-000000000401', userConfirmRiskProfile: true }),
    });
    expect(await answeredAt()).toEqual(expect.any(String));
    await control('reset', 'POST');
    expect(await answeredAt()).toBeNull();
  });

  it('maintenance switches on and off', async () => {
    const status = async () => (await (await fetch(`${origin}/api/maintenance/status`)).json()) as unknown;
    expect((await control('maintenance', 'PUT', { on: true })).status).toBe(204);
    expect(await status()).toEqual({ in_maintenance: true });
    await control('maintenance', 'PUT', { on: false });
    expect(await status()).toEqual({ in_maintenance: false });
  });

  it.each<[string, string, string | undefined, number, RegExp]>([
    ['a fault rule that is not one', 'POST faults', '{"path": ""}', 400, /path fragment/],
    ['a body that is not JSON', 'POST faults', '{', 400, /not valid JSON/],
    ['maintenance without a switch', 'PUT maintenance', '{"on": "yes"}', 400, /"on"/],
    ['a control that does not exist', 'POST restart', undefined, 404, /No control answers POST restart/],
    ['a control with the wrong method', 'GET reset', undefined, 404, /No control answers GET reset/],
  ])('refuses %s plainly', async (_name, call, body, status, message) => {
    const [method = 'GET', path = ''] = call.split(' ');
    const response = await fetch(`${origin}/__mock/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });
});

describe('an answer sent as it comes over HTTP', () => {
  it('a slow body reaches the client piece by piece, padded to its size', async () => {
    await control('faults', 'POST', {
      path: 'api/Files/terms-2026',
      method: 'GET',
      fault: { kind: 'slowBody', bytesPerSecond: 20_000, padTo: 6_000 },
      times: 1,
    });
    const response = await fetch(`${origin}/api/Files/terms-2026/?token=${fakeAccessToken('individual')}`);
    expect(response.headers.get('content-length')).toBe('6000');
    const reader = response.body?.getReader();
    const pieces: number[] = [];
    for (let piece = await reader?.read(); piece && !piece.done; piece = await reader?.read())
      pieces.push(piece.value.length);
    // 2 KB a tenth of a second: three pieces, not one buffered answer.
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces.reduce((sum, size) => sum + size, 0)).toBe(6_000);
  });

  it('a link that drops mid-way drops the connection: the client gets part and then an error', async () => {
    await control('faults', 'POST', {
      path: 'api/Files/terms-2026',
      method: 'GET',
      fault: { kind: 'slowBody', bytesPerSecond: 20_000, padTo: 6_000, dropAfterBytes: 2_000 },
      times: 1,
    });
    const download = async () =>
      (await fetch(`${origin}/api/Files/terms-2026/?token=${fakeAccessToken('individual')}`)).arrayBuffer();
    await expect(download()).rejects.toThrow();
    // The next call is answered whole.
    expect((await download()).byteLength).toBeGreaterThan(0);
  });
});
