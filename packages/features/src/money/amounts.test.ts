import { describe, expect, it } from 'vitest';
import { signedAmount } from './amounts.ts';

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
