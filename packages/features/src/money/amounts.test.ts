import type { Goal } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { goalAmount, signedAmount } from './amounts.ts';

describe('signedAmount', () => {
  it.each([
    ['deposit', 'deposit', 5_000, 5_000],
    ['rescue', 'rescue', 5_000, -5_000],
    ['change of portfolio', 'portfolio-change', 0, 0],
    ['a dividend comes in', 'dividend', 1_250, 1_250],
    ['a fee goes out', 'fee', 980, -980],
  ] as const)('%s', (_name, type, amount, expected) => {
    expect(signedAmount({ type, amount })).toBe(expected);
  });
});

describe('goalAmount: the capital of a goal in its currency', () => {
  const goal = (currencyCode: string, currentCapital: number) =>
    ({ currency: { currencyCode }, currentCapital }) as Pick<Goal, 'currency' | 'currentCapital'>;
  it.each<[string, string, number, string]>([
    ['pesos, grouped, no decimals', 'CLP', 1_234_567, '$1.234.567'],
    ['pesos: zero', 'CLP', 0, '$0'],
    ['dollars with cents', 'USD', 1_234.5, 'US$1.234,50'],
    ['any other currency is pesos', 'UF', 10_000, '$10.000'],
  ])('%s', (_name, code, capital, text) => {
    expect(goalAmount(goal(code, capital))).toBe(text);
  });
});
