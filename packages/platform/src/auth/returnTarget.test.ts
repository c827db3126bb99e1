import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnTargetFor } from './returnTarget.ts';

const own = 'https://portal.example.cl';
const options = { currentOrigin: own, allowedOrigins: ['https://app.example.cl'] };

describe('returnTargetFor', () => {
  it.each([
    ['https://portal.example.cl/goals/12', 'https://portal.example.cl/auth/login#/goals/12'],
    [
      'https://portal.example.cl/goals/12?tab=1#summary',
      'https://portal.example.cl/auth/login#/goals/12?tab=1#summary',
    ],
    ['/dashboard', 'https://portal.example.cl/auth/login#/dashboard'],
    ['HTTPS://PORTAL.EXAMPLE.CL/profile', 'https://portal.example.cl/auth/login#/profile'],
    ['https://portal.example.cl:443/x', 'https://portal.example.cl/auth/login#/x'],
    ['https://app.example.cl/deposit/7', 'https://app.example.cl/auth/login#/deposit/7'],
  ])('allows %s', (saved, expected) => {
    expect(returnTargetFor(saved, options)).toBe(expected);
  });

  it.each([
    ['nothing saved', undefined],
    ['another origin', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['javascript:', 'javascript:alert(1)'],
  ])('refuses %s (the full table is sameSite.test.ts: this uses that guard)', (_name, saved) => {
    expect(returnTargetFor(saved, options)).toBeNull();
  });

  it('uses the base path the app is served under', () => {
    expect(returnTargetFor('/goals/1', { currentOrigin: own, basePath: '/portal/' })).toBe(
      'https://portal.example.cl/portal/auth/login#/goals/1',
    );
  });

  it.each([
    [
      "the browser's URL under the base",
      'https://portal.example.cl/portal/goals/1?tab=2#summary',
      '/goals/1?tab=2#summary',
    ],
    ['the base itself', 'https://portal.example.cl/portal/', '/'],
    ['the base without its slash', 'https://portal.example.cl/portal', '/'],
    ['the base with a query', 'https://portal.example.cl/portal?x=1', '/?x=1'],
    ['a path that only starts like the base', 'https://portal.example.cl/portalito/x', '/portalito/x'],
  ])('under a sub-path, the path the routes know: %s', (_case, saved, path) => {
    expect(returnTargetFor(saved, { currentOrigin: own, basePath: '/portal/' })).toBe(
      `https://portal.example.cl/portal/auth/login#${path}`,
    );
  });

  it('never leaves the allowed origins, whatever the input (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom('//', '\\\\', 'javascript:')),
        (input) => {
          const target = returnTargetFor(input, options);
          if (target === null) return true;
          const origin = new URL(target).origin;
          return (
            (origin === own || origin === 'https://app.example.cl') &&
            new URL(target).pathname === '/auth/login'
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps paths on our own origin (property)', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const target = returnTargetFor(path.startsWith('/') ? path : `/${path}`, options);
        return target === null || target.startsWith(`${own}/auth/login#/`);
      }),
    );
  });
});
