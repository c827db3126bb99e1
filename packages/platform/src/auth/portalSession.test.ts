import { describe, expect, it } from 'vitest';
import { deferredStartHeadroomMs, mayDeferSessionStart } from './portalSession.ts';

const now = Date.UTC(2026, 10, 25, 12, 0, 0);
const inSeconds = (ms: number) => (now + ms) / 1000;

describe('mayDeferSessionStart: a returning client’s sign-in library may wait for the first page', () => {
  it.each<[string, number | undefined, boolean]>([
    ['an hour left', inSeconds(3_600_000), true],
    ['just over the headroom', inSeconds(deferredStartHeadroomMs + 1000), true],
    ['exactly the headroom: renews soon', inSeconds(deferredStartHeadroomMs), false],
    ['75 seconds left (the e2e tokens): renewal is due within the minute', inSeconds(75_000), false],
    ['already expired', inSeconds(-1000), false],
    ['no expiry known', undefined, false],
  ])('%s: %s', (_name, expiresAt, deferred) => {
    expect(mayDeferSessionStart(expiresAt, now)).toBe(deferred);
  });
});
