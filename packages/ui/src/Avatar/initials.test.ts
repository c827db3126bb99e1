import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it.each([
    ['Camila', 'Rojas Fuentes', 'CR'],
    ['  ignacio ', ' muñoz tapia', 'IM'],
    ['Ñuñoa', 'Órdenes', 'ÑÓ'],
    ['Inversiones Andes SpA', '', 'I'],
    ['', '', ''],
  ])('%j %j -> %j', (first, last, expected) => {
    expect(initialsOf(first, last)).toBe(expected);
  });
});
