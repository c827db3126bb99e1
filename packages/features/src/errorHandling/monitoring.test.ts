import { describe, expect, it } from 'vitest';
import {
  monitoringSettings,
  noMonitor,
  shouldMonitor,
  startMonitoring,
  truncateForLog,
} from './monitoring.ts';

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
});
