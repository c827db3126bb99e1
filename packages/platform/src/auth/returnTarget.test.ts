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
