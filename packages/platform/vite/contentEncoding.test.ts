import { describe, expect, it } from 'vitest';
import { encodingFor } from './contentEncoding.ts';

describe('encodingFor: what the portal’s server and the mock API compress, and how', () => {
  it.each([
    ['br, gzip', 'application/json', 'br'],
    ['gzip, deflate', 'application/json; charset=utf-8', 'gzip'],
    ['gzip', 'application/problem+json', 'gzip'],
    ['gzip', 'text/csv', 'gzip'],
    ['br', 'text/html; charset=utf-8', 'br'],
    ['gzip, br', 'text/javascript', 'br'],
    ['br', 'application/javascript', 'br'],
    ['gzip', 'application/manifest+json', 'gzip'],
    ['br', 'image/svg+xml', 'br'],
    ['identity', 'application/json', null],
    [undefined, 'application/json', null],
    ['br', 'application/pdf', null],
    ['br', 'image/png', null],
    ['br', 'font/woff2', null],
    ['br', null, null],
    ['br', undefined, null],
  ] as const)('accepting %s, a %s answer is sent as %s', (accept, type, expected) => {
    expect(encodingFor(accept, type)).toBe(expected);
  });
});
