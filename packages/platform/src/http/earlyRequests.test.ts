import { afterEach, describe, expect, it } from 'vitest';
import { storedUserKey } from '../auth/sessionStore.ts';
import { createRpcClient } from '../rpc/rpcClient.ts';
import { defaultRpcSettings } from '../rpc/rpcRequest.ts';
import { memoryStorage, storageKeys } from '../storage/keys.ts';
import {
  earlySessionHeaders,
  earlySessionMarginSeconds,
  forgetEarly,
  jsonRead,
  requestKey,
  sendEarly,
  startupRequests,
  takingEarly,
} from './earlyRequests.ts';
import { fetchJson } from './fetchJson.ts';
import { createHttpClient } from './httpClient.ts';

const oidc = { authority: 'https://login.test', clientId: 'portal-web' };
const now = 1_800_000_000_000;
const storedUser = (expiresInSeconds: number | undefined, token = 'token-1') =>
  JSON.stringify({
    access_token: token,
    expires_at: expiresInSeconds === undefined ? undefined : now / 1000 + expiresInSeconds,
    profile: { sub: '2018437' },
  });

afterEach(forgetEarly);

describe('earlySessionHeaders: who the early calls are sent as', () => {
  it.each<[string, Record<string, string>, Record<string, string> | null]>([
    ['no stored session', {}, null],
    ['a session that has ended', { [storedUserKey(oidc.authority, oidc.clientId)]: storedUser(-10) }, null],
    [
      `a session ending within ${earlySessionMarginSeconds} s (the app may renew it first)`,
      { [storedUserKey(oidc.authority, oidc.clientId)]: storedUser(earlySessionMarginSeconds - 1) },
      null,
    ],
    [
      'a session without an expiry',
      { [storedUserKey(oidc.authority, oidc.clientId)]: storedUser(undefined) },
      null,
    ],
    [
      'something that is not a session',
      { [storedUserKey(oidc.authority, oidc.clientId)]: '{not json' },
      null,
    ],
    [
      'another provider’s session',
      { [storedUserKey('https://other.test', oidc.clientId)]: storedUser(3_600) },
      null,
    ],
    [
      'a session valid for an hour',
      { [storedUserKey(oidc.authority, oidc.clientId)]: storedUser(3_600) },
      { Authorization: 'Bearer token-1' },
    ],
    [
      'an administrator acting as a client',
      {
        [storedUserKey(oidc.authority, oidc.clientId)]: storedUser(3_600),
        [storageKeys.enterAsId]: '2020915',
      },
      { Authorization: 'Bearer token-1', BPEnterAsId: '2020915' },
    ],
  ])('%s', (_name, stored, headers) => {
    expect(earlySessionHeaders(oidc, memoryStorage(stored), now)).toEqual(headers);
  });
});

/** What the app's own clients send for a call, as seen by the network. */
function appSends() {
  const seen: { url: string; init: RequestInit }[] = [];
  const http = createHttpClient({
    fetchFn: async (input, init) => {
      seen.push({ url: String(input), init: init ?? {} });
      return Response.json({});
    },
    getAccessToken: () => 'token-1',
    getEnterAsId: () => '2020915',
  });
  return { seen, http };
}

describe('the early calls are the app’s own calls, key for key', () => {
  const headers = { Authorization: 'Bearer token-1', BPEnterAsId: '2020915' };

  it.each([
    ['default RPC settings', undefined, 'https://api.test/rpc/user/'],
    ['a configured user service', { user: { url: 'https://rpc.test/user/' } }, 'https://rpc.test/user/'],
  ])('the client and the status (%s)', async (_name, rpc, userUrl) => {
    const early = startupRequests('https://api.test/', rpc, headers);
    const { seen, http } = appSends();
    const client = createRpcClient({ ...defaultRpcSettings('https://api.test/'), ...rpc }, http);
    await client.call('user', 'getCurrentUser', {}).catch(() => undefined);
    await client.call('user', 'getUserStatus', {}).catch(() => undefined);
    expect(early.map((request) => request.url)).toEqual([
      `${userUrl}getCurrentUser`,
      `${userUrl}getUserStatus`,
    ]);
    expect(early.map(({ url, init }) => requestKey(init.method, url, init.body))).toEqual(
      seen.map(({ url, init }) => requestKey(init.method ?? 'GET', url, init.body)),
    );
    for (const [index, request] of early.entries())
      expect(new Headers(request.init.headers).get('Authorization')).toBe(
        new Headers(seen[index]?.init.headers).get('Authorization'),
      );
  });

  it('a JSON read', async () => {
    const early = jsonRead('https://api.test/api/portfolio/history?from=2025-11-26&points=400', headers);
    const { seen, http } = appSends();
    await fetchJson(early.url, { safeParse: () => ({ success: true, data: {} }) } as never, {}, http);
    expect(requestKey(early.init.method, early.url, early.init.body)).toBe(
      requestKey(seen[0]?.init.method ?? 'GET', seen[0]?.url ?? '', seen[0]?.init.body),
    );
  });
});

describe('takingEarly: the app takes an early answer once, and only the same call sent as the same person', () => {
  const url = 'https://api.test/rpc/user/getCurrentUser';
  const sentAs = { Authorization: 'Bearer token-1' };

  function world() {
    const network: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      network.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return new Response('network');
    }) as typeof fetch;
    const early = (async () => new Response('early')) as typeof fetch;
    return { network, take: takingEarly(fetchFn), early };
  }

  it.each<[string, RequestInit, string, number]>([
    ['the same call, as the same person', { method: 'POST', body: '{}', headers: sentAs }, 'early', 0],
    ['another body', { method: 'POST', body: '{"a":1}', headers: sentAs }, 'network', 1],
    ['another method', { method: 'GET', headers: sentAs }, 'network', 1],
    [
      'another token (the session was renewed)',
      { method: 'POST', body: '{}', headers: { Authorization: 'Bearer token-2' } },
      'network',
      1,
    ],
    [
      'acting as someone else',
      { method: 'POST', body: '{}', headers: { ...sentAs, BPEnterAsId: '2020915' } },
      'network',
      1,
    ],
  ])('%s: answered from %s', async (_name, init, from, networkCalls) => {
    const { network, take, early } = world();
    sendEarly([{ url, init: { method: 'POST', body: '{}', headers: sentAs } }], early);
    expect(await (await take(url, init)).text()).toBe(from);
    expect(network).toHaveLength(networkCalls);
  });

  it('takes it once: the same call again goes to the network', async () => {
    const { network, take, early } = world();
    sendEarly([{ url, init: { method: 'POST', body: '{}', headers: sentAs } }], early);
    await take(url, { method: 'POST', body: '{}', headers: sentAs });
    expect(await (await take(url, { method: 'POST', body: '{}', headers: sentAs })).text()).toBe('network');
    expect(network).toEqual([`POST ${url}`]);
  });

  it('nothing sent early, or forgotten once the page settled: every call goes to the network', async () => {
    const { network, take, early } = world();
    await take(url, { method: 'POST', body: '{}', headers: sentAs });
    sendEarly([{ url, init: { method: 'POST', body: '{}', headers: sentAs } }], early);
    forgetEarly();
    await take(url, { method: 'POST', body: '{}', headers: sentAs });
    expect(network).toHaveLength(2);
  });

  it('the early script reads its own copy of an answer, and the app still reads the answer', async () => {
    const [copy] = sendEarly(
      [{ url: '/config.json', init: { method: 'GET', cache: 'no-store' } }],
      (async () => Response.json({ apiBase: './' })) as typeof fetch,
    );
    const { take } = world();
    const mine = await copy;
    const apps = await take('/config.json', { cache: 'no-store' });
    expect(await mine?.json()).toEqual({ apiBase: './' });
    expect(await apps.json()).toEqual({ apiBase: './' });
  });
});
