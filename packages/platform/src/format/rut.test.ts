import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanCardSerial, formatRut, isValidRut, rutCheckDigit } from './rut.ts';

describe('rutCheckDigit (módulo 11)', () => {
  it.each<[string, string]>([
    ['12345678', '5'],
    ['11111111', '1'],
    ['76354771', 'K'],
    ['76543210', '3'],
    ['9876543', '3'],
    ['1', '9'],
  ])('%s → %s', (body, check) => {
    expect(rutCheckDigit(body)).toBe(check);
  });
});

describe('isValidRut', () => {
  it.each<[string, string, boolean]>([
    ['written with dots and dash', '12.345.678-5', true],
    ['as systems send it', '123456785', true],
    ['a K in lower case', '76.354.771-k', true],
    ['a wrong check digit', '12.345.678-9', false],
    ['letters in the body', '12.34A.678-5', false],
    ['too long', '123.456.789-0', false],
    ['nothing', '', false],
  ])('%s: %s', (_name, text, valid) => {
    expect(isValidRut(text)).toBe(valid);
  });

  it('any body with its own check digit is valid, and with another one is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (body) => {
        const check = rutCheckDigit(body);
        expect(isValidRut(`${body}${check}`)).toBe(true);
        const wrong = check === '0' ? '1' : '0';
        expect(isValidRut(`${body}${wrong}`)).toBe(false);
      }),
    );
  });
});

describe('formatRut', () => {
  it.each<[string, string]>([
    ['765432103', '76.543.210-3'],
    ['76.543.210-3', '76.543.210-3'],
    ['9876543-3', '9.876.543-3'],
    ['76354771k', '76.354.771-K'],
    ['0012345678-5', '0012345678-5'],
    ['not a rut', 'not a rut'],
  ])('%s → %s', (text, written) => {
    expect(formatRut(text)).toBe(written);
  });
});

describe('cleanCardSerial', () => {
  it.each<[string, string | null]>([
    ['123.456.789', '123456789'],
    ['123456789', '123456789'],
    ['a012345678', 'A012345678'],
    ['A 012 345 678', 'A012345678'],
    ['12345678', null],
    ['1234567890', null],
    ['AB12345678', null],
    ['', null],
  ])('"%s" → %s', (text, expected) => {
    expect(cleanCardSerial(text)).toBe(expected);
  });
});
