import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, formatDateLong, formatDateShort } from './dates.ts';
import { type CurrencyCode, formatCLP, formatMoney } from './money.ts';

describe('formatCLP', () => {
  it.each([
    [0, '$0'],
    [1, '$1'],
    [999, '$999'],
    [1000, '$1.000'],
    [1234567, '$1.234.567'],
    [1234567.49, '$1.234.567'],
    [1234567.5, '$1.234.568'],
    [-500, '$-500'],
    [1_000_000_000, '$1.000.000.000'],
  ])('%d pesos reads %s', (amount, expected) => {
    expect(formatCLP(amount)).toBe(expected);
  });

  it('refuses amounts that are not finite numbers', () => {
    expect(() => formatCLP(Number.NaN)).toThrow(RangeError);
    expect(() => formatCLP(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each<[number, CurrencyCode, string, string]>([
    [1234.5, 'USD', 'es-CL', 'US$1.234,50'],
    [1234.5, 'CLP', 'es-CL', '$1.235'],
    [37123.456, 'UF', 'es-CL', 'UF 37.123,46'],
    [1234.5, 'EUR', 'es-ES', '1234,50\u00a0€'],
  ])('%d %s in %s reads %s', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });
});

describe('dates', () => {
  it.each([
    ['2026-11-22T12:00:00Z', '22-11-2026', '22 de noviembre de 2026'],
    ['2026-01-01T02:00:00Z', '31-12-2025', '31 de diciembre de 2025'], // still New Year's Eve in Santiago
    ['2024-02-29T15:00:00Z', '29-02-2024', '29 de febrero de 2024'],
  ])('%s is %s short and %s long', (iso, short, long) => {
    expect(formatDateShort(iso)).toBe(short);
    expect(formatDateLong(iso)).toBe(long);
  });

  it('formats es-ES long dates', () => {
    expect(formatDateLong('2026-11-22T12:00:00Z', 'es-ES')).toBe('22 de noviembre de 2026');
  });

  it('refuses invalid dates', () => {
    expect(() => formatDateShort('not a date')).toThrow(RangeError);
  });

  it('starts Chilean weeks on Monday', () => {
    expect(firstDayOfWeek('es-CL')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
  });
});
