import { describe, expect, it } from 'vitest';
import { tidyRut } from './registerTidied.ts';

describe('tidyRut: a valid RUT written out, anything else left as typed', () => {
  it.each<[string, string | null]>([
    ['123456785', '12.345.678-5'],
    ['12.345.678-5', '12.345.678-5'],
    ['7654321-6', '7.654.321-6'],
    ['12345678-9', null],
    ['abc', null],
    ['', null],
  ])('"%s" → %s', (typed, expected) => {
    expect(tidyRut(typed)).toBe(expected);
  });
});
