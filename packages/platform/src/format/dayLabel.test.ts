import { describe, expect, it } from 'vitest';
import { dayLabel } from './dayLabel.ts';

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
