import { HttpError } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { monitoringSettings, noMonitor, shouldMonitor, startMonitoring } from './monitoring.ts';
import { httpErrorContext, truncateForLog } from './sentryMonitor.ts';

describe('monitoring (SPEC §9)', () => {
  it.each([
    ['Production', 'https://k@o.example/1', true],
    ['Production', null, false],
    ['Production', '', false],
    ['QA', 'https://k@o.example/1', false],
    ['Demo', 'https://k@o.example/1', false],
  ])('%s with dsn %j -> %s', (environment, dsn, expected) => {
    expect(shouldMonitor({ environment, dsn })).toBe(expected);
  });

  it('uses 100 % session sampling and 100 breadcrumbs', () => {
    expect(monitoringSettings).toMatchObject({
      replaysSessionSampleRate: 1,
      maxBreadcrumbs: 100,
      maxResponseBodyBytes: 32768,
    });
  });

  it('does not load Sentry outside Production', async () => {
    await expect(
      startMonitoring({ environment: 'Demo', dsn: 'https://k@o.example/1', release: '20.0.0' }),
    ).resolves.toBe(noMonitor);
  });

  it.each([
    ['short', 10, 'short'],
    ['x'.repeat(40_000), 32 * 1024, `${'x'.repeat(32 * 1024)}…`],
    ['ñandú', 3, 'ña…'],
    ['ññ', 3, 'ñ…'],
  ])('truncates bodies to the limit', (body, limit, expected) => {
    expect(truncateForLog(body, limit)).toBe(expected);
  });

  it.each([
    [
      'a failed call: status, URL and the whole body',
      () => new HttpError(new Response('{"error":"down"}', { status: 503 }), 'https://api.cl/api/goals'),
      { status: 503, url: 'https://api.cl/api/goals', responseBody: '{"error":"down"}' },
    ],
    [
      'a body over 32 KiB: cut there',
      () => new HttpError(new Response('x'.repeat(40_000), { status: 500 }), 'https://api.cl/a'),
      { status: 500, url: 'https://api.cl/a', responseBody: `${'x'.repeat(32 * 1024)}…` },
    ],
    [
      'a file URL: the access token does not leave',
      () =>
        new HttpError(new Response('', { status: 404 }), 'https://api.cl/api/Files/f-1/?token=eyJhbGci.x.y'),
      { status: 404, url: 'https://api.cl/api/Files/f-1/?token=[redacted]' },
    ],
  ])('%s', async (_case, error, expected) => {
    await expect(httpErrorContext(error())).resolves.toEqual(expected);
  });

  it('keeps the status of a call whose body was already read, and nothing for other errors', async () => {
    const response = new Response('read', { status: 500 });
    await response.text();
    await expect(httpErrorContext(new HttpError(response, 'https://api.cl/b'))).resolves.toEqual({
      status: 500,
      url: 'https://api.cl/b',
    });
    await expect(httpErrorContext(new Error('boom'))).resolves.toBeUndefined();
  });
});
