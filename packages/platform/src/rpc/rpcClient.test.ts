import { describe, expect, it } from 'vitest';
import { HttpError, InvalidResponseError } from '../http/fetchJson.ts';
import type { HttpFetch } from '../http/httpClient.ts';
import { createRpcClient } from './rpcClient.ts';
import { defaultRpcSettings, rpcUrl } from './rpcRequest.ts';

function fakeHttp(answer: (url: string, body: unknown) => Response) {
  const calls: { url: string; method?: string; body: unknown }[] = [];
  const http: HttpFetch = async (url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method: init?.method, body });
    return answer(url, body);
  };
  return { calls, http };
}

describe('rpcUrl', () => {
  it.each([
    ['user', 'getCurrentUser', 'https://api.test/rpc/user/getCurrentUser'],
    ['config', 'getConfigParam', 'https://api.test/rpc/config/getConfigParam'],
    ['navigation', 'getNavigationDefinition', 'https://api.test/rpc/navigation/getNavigationDefinition'],
  ] as const)('%s.%s -> %s', (service, method, expected) => {
    expect(rpcUrl(defaultRpcSettings('https://api.test/'), service, method)).toBe(expected);
  });

  it('fails with "no settings provided" when a service has none (docs/RULES.md#error-texts)', () => {
    expect(() => rpcUrl({ user: { url: 'https://api.test/rpc/user/' } }, 'codes', 'getActiveCodes')).toThrow(
      'no settings provided',
    );
  });
});

describe('createRpcClient', () => {
  it('posts the parameters and returns the validated result', async () => {
    const { calls, http } = fakeHttp(() => Response.json({ ok: true }));
    const rpc = createRpcClient(defaultRpcSettings('https://api.test/'), http);
    await expect(
      rpc.call('user', 'answerRiskProfile', { uuid: 'u-1', userConfirmRiskProfile: true }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(calls).toEqual([
      {
        url: 'https://api.test/rpc/user/answerRiskProfile',
        method: 'POST',
        body: { uuid: 'u-1', userConfirmRiskProfile: true },
      },
    ]);
  });

  it('rejects a call to a service without settings before any request', async () => {
    const { calls, http } = fakeHttp(() => Response.json({}));
    const rpc = createRpcClient({}, http);
    await expect(rpc.call('config', 'getConfigParam', { key: 'ENABLE-USDBOX' })).rejects.toThrow(
      'no settings provided',
    );
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['an HTTP error', () => new Response('x', { status: 500 }), HttpError],
    ['a body that is not JSON', () => new Response('<html>'), InvalidResponseError],
    ['a result of the wrong shape', () => Response.json({ key: 'ENABLE-USDBOX' }), InvalidResponseError],
  ])('turns %s into a clear error', async (_name, answer, errorType) => {
    const { http } = fakeHttp(answer);
    const rpc = createRpcClient(defaultRpcSettings('https://api.test/'), http);
    await expect(rpc.call('config', 'getConfigParam', { key: 'ENABLE-USDBOX' })).rejects.toBeInstanceOf(
      errorType,
    );
  });
});
