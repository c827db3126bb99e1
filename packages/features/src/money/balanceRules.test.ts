import type { Goal, Strategy } from '@portal/platform';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationOf,
  balanceByCategory,
  balanceByCurrency,
  currencyLines,
  roundToTotal,
  totalInPesos,
} from './balanceRules.ts';

const goal = (
  capital: number,
  currencyCode: 'CLP' | 'USD',
  {
    category = 'housing',
    strategy = 1,
    archived = false,
  }: { category?: string; strategy?: number; archived?: boolean } = {},
): Goal => ({
  id: `${category}-${capital}`,
  title: `Meta ${capital}`,
  archived,
  starred: false,
  currentCapital: capital,
  goalCategory: { code: category },
  currency: { currencyCode },
  portfolio: { investmentStrategyId: strategy },
});

describe('currencyLines', () => {
  it.each<[string, Goal[], string[]]>([
    ['no goals', [], []],
    ['pesos only: the total says it', [goal(1_000, 'CLP'), goal(2_500, 'CLP')], []],
    ['dollars only: in dollars', [goal(3_500, 'USD')], ['USD 3500']],
    ['both: each currency', [goal(3_500, 'USD'), goal(1_000, 'CLP')], ['CLP 1000', 'USD 3500']],
  ])('%s', (_name, goals, lines) => {
    expect(currencyLines(goals).map(({ currency, amount }) => `${currency} ${amount}`)).toEqual(lines);
  });
});

describe('balanceByCurrency', () => {
  it.each<[string, Goal[], { currency: 'CLP' | 'USD'; amount: number }[]]>([
    ['no goals', [], []],
    ['pesos only', [goal(1_000, 'CLP'), goal(2_500, 'CLP')], [{ currency: 'CLP', amount: 3_500 }]],
    [
      'pesos first, then dollars',
      [goal(3_500, 'USD'), goal(12_450_000, 'CLP')],
      [
        { currency: 'CLP', amount: 12_450_000 },
        { currency: 'USD', amount: 3_500 },
      ],
    ],
    ['cents do not drift', [goal(0.1, 'USD'), goal(0.2, 'USD')], [{ currency: 'USD', amount: 0.3 }]],
    [
      'archived goals do not count',
      [goal(1_000, 'CLP'), goal(9_000, 'CLP', { archived: true })],
      [{ currency: 'CLP', amount: 1_000 }],
    ],
    ['a zero balance still shows its currency', [goal(0, 'CLP')], [{ currency: 'CLP', amount: 0 }]],
  ])('%s', (_name, goals, expected) => {
    expect(balanceByCurrency(goals)).toEqual(expected);
  });
});

describe('roundToTotal', () => {
  it.each<[string, number[], number, number[]]>([
    ['already whole', [10, 20], 30, [10, 20]],
    ['thirds', [1 / 3, 1 / 3, 1 / 3], 1, [1, 0, 0]],
    ['the largest remainders get the units', [1.2, 2.7, 3.1], 7, [1, 3, 3]],
    ['a tie goes to the first', [0.5, 0.5], 1, [1, 0]],
    ['nothing', [], 0, []],
  ])('%s', (_name, values, total, expected) => {
    expect(roundToTotal(values, total)).toEqual(expected);
  });

  it('adds up to the rounded sum and moves each value less than 1 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { maxLength: 12 }), (values) => {
        const total = Math.round(values.reduce((sum, value) => sum + value, 0));
        const rounded = roundToTotal(values, total);
        expect(rounded.reduce((sum, value) => sum + value, 0)).toBe(total);
        for (const [index, value] of rounded.entries())
          expect(Math.abs(value - (values[index] ?? 0))).toBeLessThan(1);
      }),
    );
  });
});

describe('balanceByCategory', () => {
  it.each<[string, Goal[], ReturnType<typeof balanceByCategory>]>([
    ['no goals', [], []],
    [
      'two goals of a category add up; largest first',
      [goal(1_000_000, 'CLP', { category: 'travel' }), goal(3_000_000, 'CLP'), goal(1_000_000, 'CLP')],
      [
        { category: 'housing', currency: 'CLP', goals: 2, amount: 4_000_000, pesos: 4_000_000, share: 0.8 },
        { category: 'travel', currency: 'CLP', goals: 1, amount: 1_000_000, pesos: 1_000_000, share: 0.2 },
      ],
    ],
    [
      'a category in two currencies is two rows; dollars at the rate',
      [
        goal(1_000, 'USD', { category: 'short-term-invest' }),
        goal(1_000_000, 'CLP', { category: 'short-term-invest' }),
      ],
      [
        {
          category: 'short-term-invest',
          currency: 'CLP',
          goals: 1,
          amount: 1_000_000,
          pesos: 1_000_000,
          share: 1_000_000 / 1_950_000,
        },
        {
          category: 'short-term-invest',
          currency: 'USD',
          goals: 1,
          amount: 1_000,
          pesos: 950_000,
          share: 950_000 / 1_950_000,
        },
      ],
    ],
    [
      'archived goals left out; a zero total has zero shares',
      [goal(0, 'CLP'), goal(5_000, 'CLP', { archived: true, category: 'travel' })],
      [{ category: 'housing', currency: 'CLP', goals: 1, amount: 0, pesos: 0, share: 0 }],
    ],
  ])('%s', (_name, goals, expected) => {
    expect(balanceByCategory(goals, { rate: 950 })).toEqual(expected);
  });

  it('its rows add up to the dashboard total in pesos (property)', () => {
    const goals = fc.array(
      fc.record({
        capital: fc.integer({ min: 0, max: 500_000_000 }),
        usd: fc.boolean(),
        category: fc.constantFrom('housing', 'travel', 'retirement'),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(goals, fc.double({ min: 500, max: 1500, noNaN: true }), (list, rate) => {
        const made = list.map(({ capital, usd, category }, index) => ({
          ...goal(usd ? capital / 100 : capital, usd ? 'USD' : 'CLP', { category }),
          id: index,
        }));
        const rows = balanceByCategory(made, { rate });
        expect(rows.reduce((sum, row) => sum + row.pesos, 0)).toBe(totalInPesos(made, { rate }));
      }),
    );
  });
});

describe('allocationOf', () => {
  const strategies: Strategy[] = [
    {
      id: 1,
      name: 'Conservadora',
      risk: 1,
      description: '',
      composition: [
        { assetClass: 'Renta fija', weight: 0.75 },
        { assetClass: 'Caja', weight: 0.25 },
      ],
    },
    {
      id: 2,
      name: 'Acciones',
      risk: 5,
      description: '',
      composition: [{ assetClass: 'Acciones', weight: 1 }],
    },
  ];
  it.each<[string, Goal[], ReturnType<typeof allocationOf>]>([
    ['no goals', [], []],
    [
      'one goal spread over its strategy',
      [goal(1_000_000, 'CLP')],
      [
        { assetClass: 'Renta fija', pesos: 750_000, share: 0.75 },
        { assetClass: 'Caja', pesos: 250_000, share: 0.25 },
      ],
    ],
    [
      'two strategies, dollars at the rate',
      [goal(1_000_000, 'CLP'), goal(1_000, 'USD', { strategy: 2 })],
      [
        { assetClass: 'Acciones', pesos: 950_000, share: 950_000 / 1_950_000 },
        { assetClass: 'Renta fija', pesos: 750_000, share: 750_000 / 1_950_000 },
        { assetClass: 'Caja', pesos: 250_000, share: 250_000 / 1_950_000 },
      ],
    ],
    [
      'a strategy we do not know is said as such (null)',
      [goal(100, 'CLP', { strategy: 9 })],
      [{ assetClass: null, pesos: 100, share: 1 }],
    ],
    ['empty and archived goals hold nothing', [goal(0, 'CLP'), goal(500, 'CLP', { archived: true })], []],
  ])('%s', (_name, goals, expected) => {
    expect(allocationOf(goals, strategies, { rate: 950 })).toEqual(expected);
  });

  it('adds up to the total in pesos (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            capital: fc.integer({ min: 0, max: 100_000_000 }),
            strategy: fc.constantFrom(1, 2, 7),
          }),
          {
            maxLength: 6,
          },
        ),
        (list) => {
          const made = list.map(({ capital, strategy }, index) => ({
            ...goal(capital, 'CLP', { strategy }),
            id: index,
          }));
          const shares = allocationOf(made, strategies, { rate: 950 });
          expect(shares.reduce((sum, share) => sum + share.pesos, 0)).toBe(totalInPesos(made, { rate: 950 }));
        },
      ),
    );
  });
});
