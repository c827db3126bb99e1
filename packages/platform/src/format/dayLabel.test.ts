import { describe, expect, it } from 'vitest';
import { dayInSentence, dayLabel } from './dayLabel.ts';

describe('dayLabel', () => {
  it.each<[string, 'long' | 'short', string]>([
    ['2026-11-24', 'long', 'martes, 24 de noviembre'],
    ['2026-11-24', 'short', 'mar, 24 nov'],
    ['2026-12-07', 'short', 'lun, 7 dic'],
    // The day is the calendar day, whatever the device's time zone.
    ['2027-01-01', 'long', 'viernes, 1 de enero'],
  ])('%s (%s) → %s', (day, length, text) => {
    expect(dayLabel(day, length)).toBe(text);
  });
});

describe('dayInSentence: after "el", the date says which day, so no comma', () => {
  it.each<[string, string | undefined, string]>([
    ['2026-11-24', undefined, 'martes 24 de noviembre'],
    ['2026-12-05', undefined, 'sábado 5 de diciembre'],
    ['2026-12-09', undefined, 'miércoles 9 de diciembre'],
    ['2027-01-01', 'es-CL', 'viernes 1 de enero'],
    // Another language keeps its own punctuation.
    ['2026-11-24', 'en-US', 'Tuesday, November 24'],
  ])('%s (%s) → %s', (day, locale, text) => {
    expect(dayInSentence(day, locale)).toBe(text);
  });
});
