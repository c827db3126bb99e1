import { indicatorsSchema } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { indicatorsOn, ufOn, utmOf } from './indicators.ts';

describe('the demo indicators move with the date', () => {
  it.each([
    ['the anchor day', '2026-01-01', 39_727.5],
    ['a day later: a little more', '2026-01-02', 39_731.14],
    ['late November 2026', '2026-11-28', 40_950.5],
    ['a year later: 3.4 % more', '2027-01-01', 41_078.24],
  ])('the UF of %s', (_, date, value) => {
    expect(ufOn(date)).toBe(value);
  });

  it.each([
    ['January 2026', '2026-01', 69_751],
    ['February 2026', '2026-02', 69_960],
    ['November 2026', '2026-11', 71_872],
    ['January 2027', '2027-01', 72_304],
  ])('the UTM of %s', (_, month, value) => {
    expect(utmOf(month)).toBe(value);
  });

  it('never goes down from one day to the next', () => {
    let previous = ufOn('2025-12-31');
    for (let day = 1; day <= 365; day += 1) {
      const date = new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
      expect(ufOn(date)).toBeGreaterThanOrEqual(previous);
      previous = ufOn(date);
    }
  });

  it('answers as the contract says, each with its date', () => {
    const answer = indicatorsOn('2026-11-28');
    expect(indicatorsSchema.parse(answer)).toEqual({
      uf: { value: 40_950.5, date: '2026-11-28' },
      utm: { value: 71_872, month: '2026-11' },
    });
  });
});
