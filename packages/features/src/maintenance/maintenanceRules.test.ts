import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maintenanceRedirect, maintenanceReturnTarget } from './maintenanceRules.ts';

const origin = 'https://portal.example.cl';

describe('maintenanceRedirect (docs/RULES.md#maintenance)', () => {
  it.each<[boolean, string, string | null]>([
    [false, '/dashboard', null],
    [true, '/dashboard', '/maintenance?callback=%2Fdashboard'],
    [true, '/goals/12?tab=1#summary', '/maintenance?callback=%2Fgoals%2F12%3Ftab%3D1%23summary'],
    [true, '/maintenance', null],
    [true, '/maintenance?callback=%2Fdashboard', null],
  ])('in maintenance %s at %s -> %s', (inMaintenance, path, expected) => {
    expect(maintenanceRedirect(inMaintenance, new URL(path, origin))).toBe(expected);
  });
});

describe('maintenanceReturnTarget', () => {
  it.each<[string | null, string]>([
    ['/goals/12?tab=1#summary', '/goals/12?tab=1#summary'],
    ['/dashboard', '/dashboard'],
    [null, '/dashboard'],
    ['https://evil.example/x', '/dashboard'],
    ['//evil.example/x', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['JaVaScRiPt:alert(1)', '/dashboard'],
    ['/maintenance', '/dashboard'],
    ['/.//evil.example', '/dashboard'],
    [`${origin}/profile`, '/profile'],
  ])('%j -> %s', (callback, expected) => {
    expect(maintenanceReturnTarget(callback, origin)).toBe(expected);
  });

  it('always returns a path of this site (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (callback) => {
        const target = maintenanceReturnTarget(callback, origin);
        return (
          target.startsWith('/') && !target.startsWith('//') && new URL(target, origin).origin === origin
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips with maintenanceRedirect', () => {
    const redirect = maintenanceRedirect(true, new URL('/goals/7#summary', origin)) ?? '';
    const callback = new URL(redirect, origin).searchParams.get('callback');
    expect(maintenanceReturnTarget(callback, origin)).toBe('/goals/7#summary');
  });
});
