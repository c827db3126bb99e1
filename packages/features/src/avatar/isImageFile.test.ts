import { describe, expect, it } from 'vitest';
import { initialsOf, isImageFile } from './isImageFile.ts';

describe('isImageFile (SPEC §5)', () => {
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

describe('initialsOf', () => {
  it.each([
    ['Camila', 'Rojas Fuentes', 'CR'],
    ['ñandú', 'águila', 'ÑÁ'],
    ['Inversiones Andes', 'SpA', 'IS'],
    ['', '', ''],
  ])('%s %s -> %s', (first, last, expected) => {
    expect(initialsOf(first, last)).toBe(expected);
  });
});
