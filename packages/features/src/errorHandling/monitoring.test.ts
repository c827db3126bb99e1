import { HttpError } from '@portal/platform';
import { describe, expect, it, vi } from 'vitest';
import {
  deferredMonitor,
  earlyReportLimit,
  monitoringSettings,
  noMonitor,
  shouldMonitor,
  startMonitoring,
} from './monitoring.ts';
import { httpErrorContext, truncateForLog } from './sentryMonitor.ts';

describe('monitoring (docs/RULES.md#constants-and-limits)', () => {
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

describe('deferredMonitor: what comes before monitoring starts', () => {
  const fakeMonitor = () => ({ report: vi.fn(), setUser: vi.fn() });

  it.each([
    ['nothing reported early', [], []],
    ['one report', ['discovery'], ['discovery']],
    ['reports in order', ['discovery', 'renewal', 'ended'], ['discovery', 'renewal', 'ended']],
  ])('%s: handed on once attached', (_case, early: string[], expected: string[]) => {
    const deferred = deferredMonitor();
    for (const message of early) deferred.report(new Error(message), { source: 'session' });
    const monitor = fakeMonitor();
    deferred.attach(monitor);
    expect(monitor.report.mock.calls.map(([error]) => (error as Error).message)).toEqual(expected);
    for (const call of monitor.report.mock.calls) expect(call[1]).toEqual({ source: 'session' });
  });

  it('keeps at most the limit, the oldest first', () => {
    const deferred = deferredMonitor();
    for (let index = 0; index < earlyReportLimit + 5; index++) deferred.report(index);
    const monitor = fakeMonitor();
    deferred.attach(monitor);
    expect(monitor.report.mock.calls.map(([error]) => error)).toEqual([...Array(earlyReportLimit).keys()]);
  });

  it('forwards at once after attaching, and hands on each early report only once', () => {
    const deferred = deferredMonitor();
    deferred.report('early');
    const monitor = fakeMonitor();
    deferred.attach(monitor);
    deferred.report('late', { query: 'currentUser' });
    expect(monitor.report.mock.calls).toEqual([
      ['early', undefined],
      ['late', { query: 'currentUser' }],
    ]);
  });

  it.each([
    ['set before attaching', true],
    ['set after attaching', false],
  ])('the user (with isAdmin) reaches the monitor when %s', (_case, before) => {
    const deferred = deferredMonitor();
    const monitor = fakeMonitor();
    const user = { id: '1000012', isAdmin: true };
    if (before) deferred.setUser(user);
    deferred.attach(monitor);
    if (!before) deferred.setUser(user);
    expect(monitor.setUser.mock.calls).toEqual([[user]]);
  });
});
