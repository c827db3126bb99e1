import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSegment, safeTarget, sameSitePath } from './sameSite.ts';

const own = 'https://portal.example.cl';
const partner = 'https://app.example.cl';

describe('sameSitePath: the one guard for untrusted targets', () => {
  it.each([
    ['/goals/12', '/goals/12'],
    ['/goals/12?tab=1#summary', '/goals/12?tab=1#summary'],
    [`${own}/profile`, '/profile'],
    ['HTTPS://PORTAL.EXAMPLE.CL/profile', '/profile'],
    ['https://portal.example.cl:443/x', '/x'],
    ['/deposit/%E0', '/deposit/%E0'],
    ['/a/../dashboard', '/dashboard'],
  ])('allows %s as %s', (input, expected) => {
    expect(sameSitePath(input, own)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty string', ''],
    ['blanks', '   '],
    ['not a string', { href: own }],
    ['another origin', 'https://evil.example/steal'],
    ['a look-alike host', 'https://portal.example.cl.evil.example/'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a dot-segment that normalises to //', '/.//evil.example'],
    ['a backslash trick', '/\\evil.example/x'],
    ['a backslash-only authority', '\\\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case JavaScript:', 'JaVaScRiPt:alert(document.cookie)'],
    ['javascript: with leading spaces', '   javascript:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline before the host', 'https://\nevil.example'],
    ['a NUL byte', '/dash\u0000board'],
    ['DEL', '/dash\u007fboard'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['credentials in the URL', 'https://user:pass@portal.example.cl/'],
    ['our host on another port', 'https://portal.example.cl:8443/'],
    ['our host over http', 'http://portal.example.cl/'],
    ['a percent-encoded host', 'https://%65vil.example/'],
    ['a userinfo trick', 'https://portal.example.cl@evil.example/'],
    ['an allowed partner origin (not same-site)', `${partner}/x`],
  ])('refuses %s', (_name, input) => {
    expect(sameSitePath(input, own)).toBeNull();
  });

  it('refuses everything when our own origin is not a web origin', () => {
    expect(sameSitePath('/dashboard', 'javascript:alert(1)')).toBeNull();
  });

  it('lets an allowed origin through only when asked to', () => {
    expect(safeTarget(`${partner}/deposit/7`, { origin: own, allowedOrigins: [partner] })?.origin).toBe(
      partner,
    );
    expect(safeTarget(`${partner}/deposit/7`, { origin: own, allowedOrigins: ['not a url'] })).toBeNull();
  });

  it('decodes segments where they are well-formed and keeps malformed ones raw', () => {
    expect(safeTarget('/goals/mi%20meta/%E0', { origin: own })?.segments).toEqual([
      'goals',
      'mi meta',
      '%E0',
    ]);
    expect(decodeSegment('%')).toBe('%');
  });

  const hostile = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.webUrl(),
    fc.webPath(),
    fc
      .tuple(fc.constantFrom('//', '\\\\', '/./', '/.//', 'javascript:', '%', 'https://', '@'), fc.string())
      .map(([a, b]) => a + b),
  );

  it('never throws and only ever answers a path of this site (property)', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const path = sameSitePath(input, own);
        if (path === null) return true;
        return (
          path.startsWith('/') &&
          !path.startsWith('//') &&
          // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting they never get through
          !/[\\\u0000-\u001f]/.test(path) &&
          new URL(path, own).origin === own
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps every path of this site, unless it normalises to another host (property)', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const input = `/${path.replace(/^\/+/, '')}`;
        const normalised = new URL(input, own).pathname;
        // "/.//x" is "//x" once dot segments go: a browser reads that as a host, so it is refused.
        return sameSitePath(input, own) === (normalised.startsWith('//') ? null : normalised);
      }),
      { numRuns: 3000 },
    );
  });
});
