import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it.each([
    ['Camila', 'Rojas Fuentes', 'CR'],
    ['  ignacio ', ' muñoz tapia', 'IM'],
    ['Ñuñoa', 'Órdenes', 'ÑÓ'],
    ['María', 'de la Fuente', 'MF'],
    ['Inversiones Andes', 'SpA', 'IA'],
    ['Inversiones Andes SpA', '', 'IA'],
    ['Panadería Los Aromos', 'Ltda.', 'PA'],
    ['Transportes Soto', 'S.A.', 'TS'],
    ['Inmobiliaria', 'Quillota S.A.', 'IQ'],
    ['Camila', '', 'C'],
    ['', '', ''],
  ])('%j %j -> %j', (first, last, expected) => {
    expect(initialsOf(first, last)).toBe(expected);
  });
});
