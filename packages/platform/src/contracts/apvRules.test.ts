import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apvRescueCost,
  apvRoomLeft,
  apvYear,
  apvYearlyCap,
  checkApvDeposit,
  compareRegimes,
  marginalRate,
  pesosInUf,
  regimeABonus,
  regimeABonusCap,
  regimeABonusCeiling,
  regimeBTaxSaving,
} from './apvRules.ts';

// Indicators of late 2026 as the mock backend serves them (pesos per unit).
const uf = 40_000;
const utm = 70_000;

describe('APV rules (docs/RULES.md#apv-voluntary-retirement-savings)', () => {
  it.each([
    ['a summer evening in Santiago, already the new year in UTC', '2027-01-01T02:30:00Z', 2026],
    ['the first minute of the year in Santiago', '2026-01-01T03:00:00Z', 2026],
    ['the last minute of the year in Santiago (winter time: UTC-3)', '2026-12-31T23:59:00-03:00', 2026],
    ['the year after', '2027-01-01T00:00:00-03:00', 2027],
  ])('counts %s in the calendar year of Chile', (_, at, year) => {
    expect(apvYear(new Date(at))).toBe(year);
  });

  it('sets the caps from the indicators: 600 UF together, 6 UTM of bonus, 40 UTM earning it', () => {
    expect(apvYearlyCap(uf)).toBe(24_000_000);
    expect(apvYearlyCap(39_728.45)).toBe(23_837_070);
    // 600 × 40.980,52 is 24.588.311,999… in floating point: counted in cents, it is the peso it is.
    expect(apvYearlyCap(40_980.52)).toBe(24_588_312);
    expect(pesosInUf(apvYearlyCap(40_980.52), 40_980.52)).toBe(600);
    expect(regimeABonusCap(utm)).toBe(420_000);
    expect(regimeABonusCeiling(utm)).toBe(2_800_000);
  });

  it.each([
    ['nothing saved', { savedA: 0, utm }, 0],
    ['15 % of the savings', { savedA: 1_000_000, utm }, 150_000],
    ['rounded to the peso', { savedA: 333_333, utm }, 50_000],
    ['at the ceiling: 6 UTM', { savedA: 2_800_000, utm }, 420_000],
    ['past the ceiling: still 6 UTM', { savedA: 10_000_000, utm }, 420_000],
    [
      'only savings up to ten times the contributions earn it',
      { savedA: 1_000_000, mandatoryContributions: 50_000, utm },
      75_000,
    ],
    ['no contributions, no bonus', { savedA: 1_000_000, mandatoryContributions: 0, utm }, 0],
  ])('gives under A %s', (_, input, bonus) => {
    expect(regimeABonus(input)).toBe(bonus);
  });

  it.each([
    ['nothing saved yet', { savedA: 0, savedB: 0 }, { combined: 24_000_000, bonus: 2_800_000 }],
    ['near the bonus ceiling', { savedA: 2_500_000, savedB: 0 }, { combined: 21_500_000, bonus: 300_000 }],
    [
      'past it: no bonus left, room left',
      { savedA: 3_000_000, savedB: 1_000_000 },
      { combined: 20_000_000, bonus: 0 },
    ],
    [
      'near the combined cap: the bonus room is what fits',
      { savedA: 0, savedB: 23_900_000 },
      { combined: 100_000, bonus: 100_000 },
    ],
    ['at the cap', { savedA: 4_000_000, savedB: 20_000_000 }, { combined: 0, bonus: 0 }],
  ])('leaves this year, %s', (_, saved, left) => {
    expect(apvRoomLeft(saved, uf, utm)).toEqual(left);
  });

  it.each([
    ['within the cap', 1_000_000, { savedA: 2_000_000, savedB: 0 }, { ok: true }],
    ['exactly to the cap', 4_000_000, { savedA: 10_000_000, savedB: 10_000_000 }, { ok: true }],
    [
      'one peso past it',
      4_000_001,
      { savedA: 10_000_000, savedB: 10_000_000 },
      { ok: false, fits: 4_000_000, fitsUf: 100 },
    ],
    [
      'past it, UF shown down to the cent',
      500_000,
      { savedA: 23_612_345, savedB: 0 },
      { ok: false, fits: 387_655, fitsUf: 9.69 },
    ],
    [
      'with the cap reached',
      5_000,
      { savedA: 12_000_000, savedB: 12_000_000 },
      { ok: false, fits: 0, fitsUf: 0 },
    ],
  ])('takes a deposit %s', (_, amount, saved, check) => {
    expect(checkApvDeposit(amount, saved, uf)).toEqual(check);
  });

  it.each([
    ['under 13.5 UTM', 900_000, 0],
    ['at the top of the first bracket', 945_000, 0],
    ['in the 4 % bracket', 1_500_000, 0.04],
    ['in the 8 % bracket', 3_000_000, 0.08],
    ['in the 13.5 % bracket', 4_500_000, 0.135],
    ['in the 23 % bracket', 6_000_000, 0.23],
    ['in the 30.4 % bracket', 8_000_000, 0.304],
    ['in the 35 % bracket', 15_000_000, 0.35],
    ['over 310 UTM', 30_000_000, 0.4],
  ])('finds the marginal rate of a monthly income %s', (_, income, rate) => {
    expect(marginalRate(income, utm)).toBe(rate);
  });

  it.each([
    ['no rate, no saving', 1_000_000, 0, 0],
    ['the rate on the savings', 2_000_000, 0.23, 460_000],
    ['within 600 UF only', 30_000_000, 0.4, 9_600_000],
  ])('saves under B %s', (_, savedB, rate, saving) => {
    expect(regimeBTaxSaving(savedB, rate, uf)).toBe(saving);
  });

  it.each([
    [
      'a modest income: A (no tax to save)',
      800_000,
      1_200_000,
      { a: 180_000, b: 0, better: 'A', difference: 180_000, rate: 0 },
    ],
    [
      'a middle income: A still',
      1_500_000,
      1_200_000,
      { a: 180_000, b: 48_000, better: 'A', difference: 132_000, rate: 0.04 },
    ],
    [
      'a high income: B',
      6_000_000,
      3_000_000,
      { a: 420_000, b: 690_000, better: 'B', difference: 270_000, rate: 0.23 },
    ],
    ['nothing saved: the same', 6_000_000, 0, { a: 0, b: 0, better: 'same', difference: 0, rate: 0.23 }],
  ])('compares the regimes for %s', (_, income, savings, comparison) => {
    expect(compareRegimes(savings, income, { uf, utm })).toEqual(comparison);
  });

  it.each([
    [
      'under A: the bonus tied to the amount, nothing withheld',
      'A',
      1_000_000,
      400_000,
      { withheld: 0, net: 1_000_000, bonusGivenBack: 150_000, surcharge: { min: 0, max: 0 } },
    ],
    [
      'under A: at most the bonus held',
      'A',
      1_000_000,
      40_000,
      { withheld: 0, net: 1_000_000, bonusGivenBack: 40_000, surcharge: { min: 0, max: 0 } },
    ],
    [
      'under B: 15 % withheld, 3-7 % in the declaration',
      'B',
      1_000_000,
      0,
      { withheld: 150_000, net: 850_000, bonusGivenBack: 0, surcharge: { min: 30_000, max: 70_000 } },
    ],
    [
      'under B: rounded to the peso',
      'B',
      33_333,
      0,
      { withheld: 5_000, net: 28_333, bonusGivenBack: 0, surcharge: { min: 1_000, max: 2_333 } },
    ],
  ] as const)('costs a rescue %s', (_, regime, amount, bonusHeld, cost) => {
    expect(apvRescueCost(regime, amount, bonusHeld)).toEqual({ amount, ...cost });
  });

  const pesos = (max: number) => fc.integer({ min: 0, max });
  const indicators = fc.record({
    uf: fc.integer({ min: 30_000, max: 45_000 }),
    utm: fc.integer({ min: 60_000, max: 80_000 }),
  });

  it('never accepts a deposit that takes A and B together past the year’s cap, and offers the most that fits', () => {
    fc.assert(
      fc.property(
        pesos(30_000_000),
        pesos(30_000_000),
        // A deposit is at least a peso (its own minimum is the flow's rule).
        fc.integer({ min: 1, max: 30_000_000 }),
        indicators,
        (savedA, savedB, amount, { uf: day }) => {
          const check = checkApvDeposit(amount, { savedA, savedB }, day);
          if (check.ok) expect(savedA + savedB + amount).toBeLessThanOrEqual(apvYearlyCap(day));
          else {
            expect(savedA + savedB + check.fits).toBeLessThanOrEqual(
              Math.max(apvYearlyCap(day), savedA + savedB),
            );
            expect(checkApvDeposit(check.fits, { savedA, savedB }, day)).toEqual({ ok: true });
            expect(check.fitsUf * day).toBeLessThanOrEqual(check.fits);
          }
        },
      ),
    );
  });

  it('makes a rescue’s net amount plus what is withheld the amount asked, and never gives back more bonus than held', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('A' as const, 'B' as const),
        pesos(50_000_000),
        pesos(2_000_000),
        (regime, amount, bonusHeld) => {
          const cost = apvRescueCost(regime, amount, bonusHeld);
          expect(cost.net + cost.withheld).toBe(amount);
          expect(cost.net).toBeGreaterThanOrEqual(0);
          expect(cost.bonusGivenBack).toBeLessThanOrEqual(bonusHeld);
          expect(cost.surcharge.min).toBeLessThanOrEqual(cost.surcharge.max);
        },
      ),
    );
  });

  it('never gives a bonus over 6 UTM or over 15 % of the savings', () => {
    fc.assert(
      fc.property(pesos(50_000_000), indicators, (savedA, { utm: month }) => {
        const bonus = regimeABonus({ savedA, utm: month });
        expect(bonus).toBeLessThanOrEqual(regimeABonusCap(month));
        expect(bonus).toBeLessThanOrEqual(Math.round(savedA * 0.15));
      }),
    );
  });
});
