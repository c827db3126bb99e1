import { describe, expect, it } from 'vitest';
import { createHttpClient, createRequestCounter, RequestTimeoutError } from './httpClient.ts';

function recordingFetch(response: () => Response | Promise<Response>) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    return response();
  }) as typeof fetch;
  return { calls, fetchFn };
}

describe('createHttpClient', () => {
  it.each([
    ['no token, no enter-as', null, null, null, null],
    ['a token', 'tok', null, 'Bearer tok', null],
    ['an enter-as id', null, '77', null, '77'],
    ['both', 'tok', '77', 'Bearer tok', '77'],
  ])('with %s sends the right headers', async (_name, token, enterAs, authorization, enterAsHeader) => {
    const { calls, fetchFn } = recordingFetch(() => new Response('{}'));
    const http = createHttpClient({ getAccessToken: () => token, getEnterAsId: () => enterAs, fetchFn });
    await http('https://api.test/api/common/navigation');
    expect(calls[0]?.headers.get('Authorization')).toBe(authorization);
    expect(calls[0]?.headers.get('BPEnterAsId')).toBe(enterAsHeader);
  });

  it('reads the token at each request, so a renewed token is used at once', async () => {
    const { calls, fetchFn } = recordingFetch(() => new Response('{}'));
    let token = 'first';
    const http = createHttpClient({ getAccessToken: () => token, getEnterAsId: () => null, fetchFn });
    await http('https://api.test/a');
    token = 'renewed';
    await http('https://api.test/a');
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer first', 'Bearer renewed']);
  });

  it.each([
    ['a refused token (401): told, with the token the request carried', 401, 'tok', ['tok']],
    ['a refused request without a token', 401, null, [null]],
    ['a forbidden account (403): not a token matter', 403, 'tok', []],
    ['a server error', 500, 'tok', []],
    ['an answer', 200, 'tok', []],
  ])('%s', async (_name, status, token, told) => {
    const refused = new Response('{}', { status });
    const { fetchFn } = recordingFetch(() => refused);
    const heard: (string | null)[] = [];
    const http = createHttpClient({
      getAccessToken: () => token,
      getEnterAsId: () => null,
      fetchFn,
      onUnauthorized: (tokenUsed) => heard.push(tokenUsed),
    });
    // Passed on unchanged either way.
    await expect(http('https://api.test/rpc/user/getCurrentUser')).resolves.toBe(refused);
    expect(heard).toEqual(told);
  });

  it('passes HTTP errors on unchanged', async () => {
    const failure = new Response('nope', { status: 503 });
    const { fetchFn } = recordingFetch(() => failure);
    const http = createHttpClient({ getAccessToken: () => 't', getEnterAsId: () => null, fetchFn });
    await expect(http('https://api.test/a')).resolves.toBe(failure);
  });

  it('counts tracked requests while in flight, also when they fail, and skips untracked ones', async () => {
    const seen: number[] = [];
    const tracker = createRequestCounter((n) => seen.push(n));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchFn = (async (input: RequestInfo | URL) => {
      if (String(input).includes('fail')) throw new TypeError('Failed to fetch');
      await gate;
      return new Response('{}');
    }) as typeof fetch;
    const http = createHttpClient({ getAccessToken: () => null, getEnterAsId: () => null, fetchFn, tracker });
    const slow = http('https://api.test/api/common/messages');
    const token = http('https://id.test/connect/token');
    expect(tracker.pending()).toBe(1);
    await expect(http('https://api.test/fail')).rejects.toThrow('Failed to fetch');
    release();
    await Promise.all([slow, token]);
    expect(tracker.pending()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  describe('read timeout (10 s by default)', () => {
    /** A fetch that never answers until its signal aborts, like a server that hangs. */
    const hanging = (async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;

    it.each<[string, RequestInit, boolean]>([
      ['a GET', {}, true],
      ['a HEAD', { method: 'HEAD' }, true],
      ['a POST', { method: 'POST' }, false],
      ['a PATCH', { method: 'patch' }, false],
    ])('%s that hangs is given up: %s', async (_name, init, givenUp) => {
      const http = createHttpClient({
        getAccessToken: () => null,
        getEnterAsId: () => null,
        fetchFn: hanging,
        readTimeoutMs: 20,
      });
      const outcome = Promise.race([
        http('https://api.test/slow', init).then(
          () => 'answered',
          (error: unknown) => error,
        ),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200)),
      ]);
      const result = await outcome;
      if (givenUp) {
        expect(result).toBeInstanceOf(RequestTimeoutError);
        expect(String(result)).toContain('https://api.test/slow');
      } else {
        expect(result).toBe('still waiting');
      }
    });

    it("the caller's own cancellation stays an AbortError, not a timeout", async () => {
      const http = createHttpClient({
        getAccessToken: () => null,
        getEnterAsId: () => null,
        fetchFn: hanging,
        readTimeoutMs: 10_000,
      });
      const controller = new AbortController();
      const call = http('https://api.test/slow', { signal: controller.signal });
      controller.abort();
      await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    });

    it('a quick answer is not affected', async () => {
      const { fetchFn } = recordingFetch(() => new Response('{}'));
      const http = createHttpClient({
        getAccessToken: () => null,
        getEnterAsId: () => null,
        fetchFn,
        readTimeoutMs: 20,
      });
      await expect(http('https://api.test/a')).resolves.toBeInstanceOf(Response);
    });

    it('covers waiting for the answer to begin, not reading it: a body slower than the limit is read whole', async () => {
      // Headers at once, then five chunks 20 ms apart: 100 ms of body against a 30 ms limit.
      const slowBody = (async (_input: RequestInfo | URL, init?: RequestInit) => {
        const chunks = ['%PDF', '-1.4', ' ...', ' ...', '%%EOF'];
        const stream = new ReadableStream<Uint8Array>({
          async pull(controller) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            if (init?.signal?.aborted) return controller.error(init.signal.reason);
            const next = chunks.shift();
            if (next === undefined) controller.close();
            else controller.enqueue(new TextEncoder().encode(next));
          },
        });
        return new Response(stream, { headers: { 'Content-Type': 'application/pdf' } });
      }) as typeof fetch;
      const http = createHttpClient({
        getAccessToken: () => null,
        getEnterAsId: () => null,
        fetchFn: slowBody,
        readTimeoutMs: 30,
      });
      const response = await http('https://api.test/api/statements/2026-10');
      await expect(response.text()).resolves.toBe('%PDF-1.4 ... ...%%EOF');
    });
  });
});
