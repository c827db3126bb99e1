import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fetchJson, HttpError, InvalidResponseError, isForbidden, isNotFound } from './fetchJson.ts';
import { readFieldErrors } from './fieldErrors.ts';

const schema = z.object({ id: z.string(), capital: z.number() });

function respondWith(response: Response | Error): typeof fetch {
  return (async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as typeof fetch;
}

describe('fetchJson', () => {
  it('returns data that matches the schema', async () => {
    const data = await fetchJson(
      '/x',
      schema,
      undefined,
      respondWith(Response.json({ id: 'a', capital: 1 })),
    );
    expect(data).toEqual({ id: 'a', capital: 1 });
  });

  it.each<[string, Response | Error, new (...args: never[]) => Error, RegExp]>([
    ['a 500', new Response('boom', { status: 500 }), HttpError, /HTTP 500 for \/x/],
    ['a 401', new Response(null, { status: 401 }), HttpError, /HTTP 401/],
    ['a body that is not JSON', new Response('<html>'), InvalidResponseError, /\(root\) is not JSON/],
    ['a missing field', Response.json({ id: 'a' }), InvalidResponseError, /capital/],
    ['a wrong type', Response.json({ id: 7, capital: 1 }), InvalidResponseError, /id/],
    ['a network failure', new TypeError('Failed to fetch'), TypeError, /Failed to fetch/],
  ])('turns %s into a clear error', async (_name, response, errorType, message) => {
    const call = fetchJson('/x', schema, undefined, respondWith(response));
    await expect(call).rejects.toBeInstanceOf(errorType);
    await expect(call).rejects.toThrow(message);
  });

  it('keeps the HTTP response whole for callers (docs/RULES.md#error-texts: passed on unchanged)', async () => {
    const response = new Response('{"error":"x"}', { status: 422 });
    const error = await fetchJson('/x', schema, undefined, respondWith(response)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response).toBe(response);
    expect((error as HttpError).status).toBe(422);
  });
});

describe('isForbidden', () => {
  const failed = (status: number) => new HttpError(new Response(null, { status }), 'http://portal.test/x');
  it.each<[string, unknown, boolean]>([
    ['HTTP 403', failed(403), true],
    ['HTTP 401', failed(401), false],
    ['HTTP 500', failed(500), false],
    ['a broken contract', new InvalidResponseError('http://portal.test/x', []), false],
    ['a network error', new TypeError('Failed to fetch'), false],
    ['nothing', undefined, false],
  ])('%s: %s', (_name, error, expected) => {
    expect(isForbidden(error)).toBe(expected);
  });
});

describe('isNotFound', () => {
  const failed = (status: number) => new HttpError(new Response(null, { status }), 'http://portal.test/x');
  it.each<[string, unknown, boolean]>([
    ['HTTP 404', failed(404), true],
    ['HTTP 403', failed(403), false],
    ['HTTP 410', failed(410), false],
    ['a broken contract', new InvalidResponseError('http://portal.test/x', []), false],
    ['nothing', undefined, false],
  ])('%s: %s', (_name, error, expected) => {
    expect(isNotFound(error)).toBe(expected);
  });
});

describe('readFieldErrors', () => {
  const refused = (status: number, body: string) =>
    new HttpError(
      new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
      'http://portal.test/x',
    );
  const shaped = JSON.stringify({ message: 'Revisa el monto.', errors: { amount: 'El mínimo es $5.000.' } });
  it.each<[string, unknown, unknown]>([
    [
      'a 422 with field errors',
      refused(422, shaped),
      { message: 'Revisa el monto.', errors: { amount: 'El mínimo es $5.000.' } },
    ],
    ['a 422 in another shape', refused(422, JSON.stringify({ error: 'no' })), null],
    ['a 422 that is not JSON', refused(422, '<html>'), null],
    [
      'a 400 with field errors (a body that broke its contract)',
      refused(400, shaped),
      { message: 'Revisa el monto.', errors: { amount: 'El mínimo es $5.000.' } },
    ],
    ['a 400 in another shape', refused(400, JSON.stringify({ error: 'no' })), null],
    ['a 409 with field errors', refused(409, shaped), null],
    ['a network error', new TypeError('Failed to fetch'), null],
  ])('%s', async (_name, error, expected) => {
    expect(await readFieldErrors(error)).toEqual(expected);
  });

  it('leaves the response readable', async () => {
    const error = refused(422, shaped);
    await readFieldErrors(error);
    expect(await (error as HttpError).response.json()).toMatchObject({ message: 'Revisa el monto.' });
  });
});
