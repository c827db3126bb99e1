import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  horizonRisk,
  monthlyToReach,
  monthsBetween,
  planTerm,
  projectGoal,
  recommendedRisk,
  scenarios,
} from './goalPlanRules.ts';

describe('planTerm', () => {
  it.each<[number, ReturnType<typeof planTerm>]>([
    [1, { unit: 'months', count: 1 }],
    [19, { unit: 'months', count: 19 }],
    [23, { unit: 'months', count: 23 }],
    [24, { unit: 'years', years: '2' }],
    [54, { unit: 'years', years: '4,5' }],
    [127, { unit: 'years', years: '10,6' }],
  ])('%s months → %o', (months, term) => {
    expect(planTerm(months)).toEqual(term);
  });
});

describe('recommendedRisk', () => {
  it.each<[number, number, number]>([
    [1, 5, 1],
    [3, 5, 2],
    [5, 5, 3],
    [10, 5, 4],
    [20, 5, 5],
    [20, 3, 3], // a moderate profile caps a long horizon
    [1, 3, 1],
    [20, 0, 1], // never below the most conservative
  ])('%i years with a profile up to %i → %i', (years, max, expected) => {
    expect(recommendedRisk(years, max)).toBe(expected);
  });

  it('never falls as the horizon grows (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        (a, b) => {
          const [short, long] = a < b ? [a, b] : [b, a];
          expect(horizonRisk(short)).toBeLessThanOrEqual(horizonRisk(long));
        },
      ),
    );
  });
});

describe('monthsBetween', () => {
  it.each<[string, string, number]>([
    ['2026-11-24', '2030-03-01', 40],
    ['2026-11-24', '2026-12-01', 1],
    ['2026-11-24', '2026-11-30', 0],
    ['2026-11-24', '2020-01-01', 0],
  ])('%s → %s: %i', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months);
  });
});

describe('projectGoal', () => {
  const flat = { pessimistic: 0, expected: 0, optimistic: 0 };
  it('without returns, the value is what was put in', () => {
    const points = projectGoal({ initial: 100_000, monthly: 50_000, months: 12 }, flat);
    expect(points).toHaveLength(13);
    expect(points.at(-1)).toEqual({
      month: 12,
      deposited: 700_000,
      pessimistic: 700_000,
      expected: 700_000,
      optimistic: 700_000,
    });
  });

  it('a year of 12% on 1.000.000 alone gives 1.120.000', () => {
    const points = projectGoal(
      { initial: 1_000_000, monthly: 0, months: 12 },
      { pessimistic: 0.12, expected: 0.12, optimistic: 0.12 },
    );
    expect(points.at(-1)?.expected).toBe(1_120_000);
  });

  it('pessimistic ≤ expected ≤ optimistic every month (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 480 }),
        fc.double({ min: 0.01, max: 0.12, noNaN: true }),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        (initial, monthly, months, expected, volatility) => {
          for (const point of projectGoal({ initial, monthly, months }, scenarios(expected, volatility))) {
            expect(point.pessimistic).toBeLessThanOrEqual(point.expected + 1);
            expect(point.expected).toBeLessThanOrEqual(point.optimistic + 1);
          }
        },
      ),
    );
  });
});

describe('monthlyToReach', () => {
  it.each<[number, number, number, number, number]>([
    [1_200_000, 0, 12, 0, 100_000],
    [1_000_000, 2_000_000, 12, 0.05, 0],
    [500_000, 100_000, 0, 0.05, 400_000],
  ])('target %i from %i in %i months at %f → %i a month', (target, initial, months, yearly, expected) => {
    expect(monthlyToReach(target, initial, months, yearly)).toBe(expected);
  });

  it('the monthly it gives reaches the target in the expected scenario (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 200_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 360 }),
        fc.double({ min: 0, max: 0.1, noNaN: true }),
        (target, initial, months, yearly) => {
          const monthly = monthlyToReach(target, initial, months, yearly);
          const end = projectGoal(
            { initial, monthly, months },
            { pessimistic: yearly, expected: yearly, optimistic: yearly },
          ).at(-1);
          expect(end?.expected ?? 0).toBeGreaterThanOrEqual(target - months);
        },
      ),
    );
  });
});
