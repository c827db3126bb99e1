import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../node.ts';
import { demoAccessToken, demoTokenLifetimeSeconds, isValidDemoToken } from './auth.ts';

const api = 'http://portal.test/api/auth/';
const post = (path: string, body: unknown) =>
  fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('demo auth (docs/RULES.md#demo-mock-calls)', () => {
  it.each(['sign-in', 'unlock-session'])('%s answers user, token and bearer type', async (path) => {
    const response = await post(path, { email: 'camila.rojas@example.cl', password: 'demo' });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ user: { firstname: 'Camila' }, tokenType: 'bearer' });
    expect(isValidDemoToken(body.accessToken)).toBe(true);
  });

  it.each([
    [{ email: 'camila.rojas@example.cl', password: 'wrong' }],
    [{ email: 'nadie@example.cl', password: 'demo' }],
    [{}],
  ])('a failed sign-in is 404 with body false: %j', async (body) => {
    const response = await post('sign-in', body);
    expect(response.status).toBe(404);
    expect(await response.json()).toBe(false);
  });

  it.each([
    ['a valid token', () => demoAccessToken('individual'), 200],
    ['garbage', () => 'nope', 401],
    [
      'an expired token',
      () => demoAccessToken('individual', Math.floor(Date.now() / 1000) - demoTokenLifetimeSeconds - 1),
      401,
    ],
  ])('sign-in-with-token with %s -> %d', async (_name, token, status) => {
    const response = await post('sign-in-with-token', { accessToken: token() });
    expect(response.status).toBe(status);
    if (status === 401) expect(await response.json()).toEqual({ error: 'Invalid token' });
  });

  it('tokens last 7 days', () => {
    const now = 1_800_000_000;
    const token = demoAccessToken('individual', now);
    expect(isValidDemoToken(token, now + 7 * 24 * 3600 - 1)).toBe(true);
    expect(isValidDemoToken(token, now + 7 * 24 * 3600)).toBe(false);
  });

  it.each(['sign-up', 'forgot-password', 'reset-password'])('%s answers true', async (path) => {
    expect(await (await post(path, {})).json()).toBe(true);
  });
});
