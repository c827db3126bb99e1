import { describe, expect, it } from 'vitest';
import { isImageFile } from './isImageFile.ts';

describe('isImageFile (docs/RULES.md#validation)', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['image/webp', true],
    ['image/heic', true],
    ['image/svg+xml', true],
    ['application/pdf', false],
    ['text/plain', false],
    ['', false],
    ['image/', false],
    ['video/mp4', false],
    ['imagepng', false],
  ])('%j -> %s', (type, expected) => {
    expect(isImageFile({ type })).toBe(expected);
  });
});
