import { describe, expect, it } from 'vitest';
import type { GoalProduct } from './goalNewRules.ts';
import { savingsProductOf } from './useSavingsProduct.ts';

const product = (code: GoalProduct['code'], from: number, to: number): GoalProduct => ({
  code,
  name: code,
  currency: 'CLP',
  categories: [],
  minimumDeposit: 1000,
  risk: { from, to },
});
const catalogue = [
  product('goals', 1, 5),
  product('short-term-invest', 2, 2),
  product('dollarbox', 1, 1),
  product('short-term-invest-plus', 2, 3),
];

describe('the savings product a new goal opens in (?producto=)', () => {
  it.each<[string, string | null, string | undefined]>([
    ['no product asked for: a plain goal', null, undefined],
    ['a product with one strategy', 'short-term-invest', 'short-term-invest'],
    ['the wallet, one strategy', 'dollarbox', 'dollarbox'],
    ['the goals themselves are no product to open in', 'goals', undefined],
    ['a product with a range of strategies: a plain goal', 'short-term-invest-plus', undefined],
    ['a code the catalogue does not have', 'nope', undefined],
  ])('%s', (_name, code, expected) => {
    expect(savingsProductOf(catalogue, code)?.code).toBe(expected);
  });

  it('is none while the catalogue is not here', () => {
    expect(savingsProductOf(undefined, 'dollarbox')).toBeUndefined();
  });
});
