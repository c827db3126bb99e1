import { describe, expect, it } from 'vitest';
import {
  chileDate,
  dayIn,
  firstDayOfWeek,
  formatClock,
  formatDateLong,
  formatDateShort,
  formatDateTime,
  formatMonth,
} from './dates.ts';
import { dateFormat, numberFormat } from './intlFormats.ts';
import {
  type CurrencyCode,
  formatCLP,
  formatCompactMoney,
  formatCount,
  formatMoney,
  formatRate,
  formatSignedMoney,
} from './money.ts';
import { formatPercent, formatPercentChange, type PercentDecimals } from './percent.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1.000'],
    [22_320, '22.320'],
    [1_234_567, '1.234.567'],
  ])('%s reads %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
});

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

  // The money API's dates are calendar days: the same day in Santiago whatever the device's zone.
  it.each([
    ['2026-11-25', '25-11-2026', '25 de noviembre de 2026'],
    ['2026-01-01', '01-01-2026', '1 de enero de 2026'],
    ['2025-12-31', '31-12-2025', '31 de diciembre de 2025'],
    ['2024-02-29', '29-02-2024', '29 de febrero de 2024'],
    ['2026-04-05', '05-04-2026', '5 de abril de 2026'], // the day Chile leaves summer time
    ['2026-09-06', '06-09-2026', '6 de septiembre de 2026'], // the day it returns
  ])('the calendar day %s is %s short and %s long', (day, short, long) => {
    expect(formatDateShort(day)).toBe(short);
    expect(formatDateLong(day)).toBe(long);
  });

  it('formats es-ES long dates', () => {
    expect(formatDateLong('2026-11-22T12:00:00Z', 'es-ES')).toBe('22 de noviembre de 2026');
  });

  it.each([
    ['summer time (UTC-3)', '2026-11-25T23:30:00Z', '25 de noviembre de 2026 a las 20:30'],
    ['winter time (UTC-4), past midnight in UTC', '2026-07-01T02:05:00Z', '30 de junio de 2026 a las 22:05'],
  ])('a moment in Chile: %s', (_name, iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
  });

  it.each([
    ['summer time (UTC-3)', '2026-11-25T13:52:00Z', '10:52'],
    ['winter time (UTC-4), a minute past midnight', '2026-07-01T04:01:00Z', '00:01'],
  ])('a time of day in Chile: %s', (_name, iso, expected) => {
    expect(formatClock(iso)).toBe(expected);
  });

  it('refuses invalid dates', () => {
    expect(() => formatDateShort('not a date')).toThrow(RangeError);
  });

  it('starts Chilean weeks on Monday', () => {
    expect(firstDayOfWeek('es-CL')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
  });
});

describe('formatPercentChange', () => {
  it.each([
    [0.0453, '+4,5%'],
    [-0.02, '-2,0%'],
    [0, '0,0%'],
    [1.5, '+150,0%'],
  ])('%d → %s', (ratio, expected) => {
    expect(formatPercentChange(ratio)).toBe(expected);
  });
  it('refuses what is not a number', () => {
    expect(() => formatPercentChange(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it.each<[number, PercentDecimals | undefined, string]>([
    // One decimal by default, always shown: a column of shares lines up.
    [0.405, undefined, '40,5%'],
    [0.17, undefined, '17,0%'],
    [1, undefined, '100,0%'],
    [0, undefined, '0,0%'],
    [0.12345, 2, '12,35%'],
    [0.35, 0, '35%'],
    // Up to a number of decimals: what is zero is dropped.
    [0.15, { upTo: 1 }, '15%'],
    [0.135, { upTo: 1 }, '13,5%'],
    [0.5, { upTo: 2 }, '50%'],
    [0.3333, { upTo: 2 }, '33,33%'],
  ])('%s with %o decimals → %s', (ratio, decimals, expected) => {
    expect(formatPercent(ratio, decimals)).toBe(expected);
  });
  it('refuses what is not a number', () => {
    expect(() => formatPercent(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('numberFormat', () => {
  it('makes a format once per locale and options, and another for other options', () => {
    const pesos = numberFormat('es-CL', { style: 'currency', currency: 'CLP' });
    expect(numberFormat('es-CL', { style: 'currency', currency: 'CLP' })).toBe(pesos);
    expect(numberFormat('es-CL', { style: 'currency', currency: 'USD' })).not.toBe(pesos);
    expect(numberFormat('en-US', { style: 'currency', currency: 'CLP' })).not.toBe(pesos);
    expect(numberFormat('es-CL', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('es-CL', { maximumFractionDigits: 2 }),
    );
    // The same options in another order are the same format; any other option makes another.
    expect(numberFormat('es-CL', { currency: 'CLP', style: 'currency' })).toBe(pesos);
    expect(numberFormat('es-CL', { style: 'currency', currency: 'CLP', useGrouping: false })).not.toBe(pesos);
  });
});

describe('dateFormat', () => {
  it('makes a format once per locale and options, and another for other options', () => {
    const long = dateFormat('es-CL', { dateStyle: 'long', timeZone: 'America/Santiago' });
    expect(dateFormat('es-CL', { dateStyle: 'long', timeZone: 'America/Santiago' })).toBe(long);
    expect(dateFormat('es-CL', { timeZone: 'America/Santiago', dateStyle: 'long' })).toBe(long);
    expect(dateFormat('es-CL', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(long);
    expect(dateFormat('en-US', { dateStyle: 'long', timeZone: 'America/Santiago' })).not.toBe(long);
    // A date format and a number format of the same locale and options are not the same thing.
    expect(dateFormat('es-CL', {})).not.toBe(numberFormat('es-CL', {}));
  });
});

describe('formatMonth', () => {
  it.each<[string, 'long' | 'short' | undefined, string]>([
    ['2026-11', undefined, 'noviembre de 2026'],
    ['2026-11', 'long', 'noviembre de 2026'],
    ['2026-11', 'short', 'nov 2026'],
    // A day, or a moment, names its month: the calendar's, whatever the time zone.
    ['2027-01-01', 'long', 'enero de 2027'],
    ['2026-12-31T23:59:00Z', 'long', 'diciembre de 2026'],
    ['2025-09-05', 'short', 'sept 2025'],
  ])('%s (%s) → %s', (month, length, expected) => {
    expect(formatMonth(month, length)).toBe(expected);
  });

  it('refuses what is not a month', () => {
    expect(() => formatMonth('noviembre')).toThrow(RangeError);
    expect(() => formatMonth('')).toThrow(RangeError);
  });
});

describe('formatSignedMoney', () => {
  it.each<[number, CurrencyCode, string]>([
    [12_500, 'CLP', '+$12.500'],
    [-3_000, 'CLP', '-$3.000'],
    [0, 'CLP', '$0'],
    [0.4, 'CLP', '$0'],
    [-12.5, 'USD', '-US$12,50'],
    [0.001, 'USD', 'US$0,00'],
  ])('%d %s → %s', (amount, currency, expected) => {
    expect(formatSignedMoney(amount, currency)).toBe(expected);
  });
});

describe('formatCompactMoney', () => {
  it.each<[number, CurrencyCode, string]>([
    [0, 'CLP', '$0'],
    [999, 'CLP', '$999'],
    [1_500, 'CLP', '$1,5 mil'],
    [45_000, 'CLP', '$45 mil'],
    [850_000, 'CLP', '$850 mil'],
    [999_949, 'CLP', '$999,9 mil'],
    [999_999, 'CLP', '$1 MM'],
    [1_000_000, 'CLP', '$1 MM'],
    [12_450_000, 'CLP', '$12,5 MM'],
    [60_000_000, 'CLP', '$60 MM'],
    [4_000_000_000, 'CLP', '$4.000 MM'],
    [7_538_387_610, 'CLP', '$7.538,4 MM'],
    [-1_500_000, 'CLP', '-$1,5 MM'],
    [-0.04, 'CLP', '$0'],
    [3_500, 'USD', 'US$3,5 mil'],
    [250, 'USD', 'US$250'],
  ])('%d %s → %s', (amount, currency, expected) => {
    expect(formatCompactMoney(amount, currency)).toBe(expected);
  });
});

describe('formatRate', () => {
  it.each([
    [948.35, '$948,35'],
    [1000, '$1.000,00'],
  ])('%d → %s', (rate, expected) => {
    expect(formatRate(rate)).toBe(expected);
  });
});

describe('chileDate', () => {
  it.each([
    ['2026-11-23T15:00:00Z', '2026-11-23'],
    // 01:30 UTC is still the evening before in Santiago (UTC−3 in summer).
    ['2026-11-24T01:30:00Z', '2026-11-23'],
    // Winter: UTC−4.
    ['2026-07-01T03:59:00Z', '2026-06-30'],
    ['2026-07-01T04:00:00Z', '2026-07-01'],
  ])('%s is %s in Chile', (instant, expected) => {
    expect(chileDate(instant)).toBe(expected);
    expect(dayIn(new Date(instant))).toBe(expected);
  });
});
