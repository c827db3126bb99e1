import { describe, expect, it, vi } from 'vitest';
import { HttpError, InvalidResponseError } from '../http/fetchJson.ts';
import { RequestTimeoutError } from '../http/httpClient.ts';
import { createQueryClient, shouldRetry } from './queryClient.ts';

const http = (status: number) => new HttpError(new Response(null, { status }), '/x');

describe('shouldRetry (no retry on 4xx, broken contracts or timeouts)', () => {
  it.each<[string, number, unknown, boolean]>([
    ['400 first failure', 0, http(400), false],
    ['401', 0, http(401), false],
    ['404', 1, http(404), false],
    ['499', 0, http(499), false],
    ['500 first failure', 0, http(500), true],
    ['503 second failure', 1, http(503), true],
    ['503 third failure', 2, http(503), false],
    ['network error', 0, new TypeError('Failed to fetch'), true],
    ['an unknown error', 0, new Error('something else'), true],
    [
      'a body that breaks the contract',
      0,
      new InvalidResponseError('/x', [{ path: [], message: 'is not JSON' }]),
      false,
    ],
    ['a read that timed out', 0, new RequestTimeoutError('/x', 10_000), false],
  ])('%s (%d failures before) -> %s', (_name, failures, error, expected) => {
    expect(shouldRetry(failures, error)).toBe(expected);
  });
});

describe('createQueryClient', () => {
  it('tells which read failed for good, once, after its retries', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const failure = http(404);
    await client
      .fetchQuery({ queryKey: ['user', 'current'], queryFn: () => Promise.reject(failure) })
      .catch(() => undefined);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure, ['user', 'current']);
  });
});
