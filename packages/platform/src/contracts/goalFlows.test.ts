import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AmountIssue, depositAmountIssue, latestTargetMonth } from './goalFlows.ts';

const pesos = { currency: 'CLP', minimum: 5_000, maximum: 50_000_000 } as const;
const dollars = { currency: 'USD', minimum: 100, maximum: 50_000 } as const;

describe('depositAmountIssue: the one rule the form and the server apply', () => {
  it.each<[string, number | null, typeof pesos | typeof dollars, AmountIssue | null]>([
    ['nothing typed', null, pesos, 'required'],
    ['not a number', Number.NaN, pesos, 'required'],
    ['infinity', Number.POSITIVE_INFINITY, pesos, 'required'],
    ['one peso under the minimum', 4_999, pesos, 'minimum'],
    ['the minimum', 5_000, pesos, null],
    ['the maximum', 50_000_000, pesos, null],
    ['one peso over the maximum', 50_000_001, pesos, 'maximum'],
    ['pesos with cents', 10_000.5, pesos, 'decimals'],
    ['dollars with cents', 150.25, dollars, null],
    ['dollars with a float sum', 0.1 + 0.2 + 150, dollars, null],
    ['dollars past the cent', 150.255, dollars, 'decimals'],
    ['a cent under the dollar minimum', 99.99, dollars, 'minimum'],
    ['negative', -5_000, pesos, 'minimum'],
  ])('%s (%s)', (_name, amount, limits, expected) => {
    expect(depositAmountIssue(amount, limits)).toBe(expected);
  });

  it('any whole peso amount within the limits is fine, and outside is not (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 100_000_000 }), (amount) => {
        const within = amount >= pesos.minimum && amount <= pesos.maximum;
        expect(depositAmountIssue(amount, pesos) === null).toBe(within);
      }),
    );
  });
});

describe('latestTargetMonth: a goal aims at most 50 years ahead', () => {
  it.each([
    ['2026-11', '2076-11'],
    ['2026-01', '2076-01'],
    ['1999-12', '2049-12'],
  ])('from %s → %s', (thisMonth, latest) => {
    expect(latestTargetMonth(thisMonth)).toBe(latest);
  });
});
