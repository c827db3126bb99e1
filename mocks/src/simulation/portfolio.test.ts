import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CombinedSeries, combineHistories, figuresOf, seriesPoints } from './portfolio.ts';

describe('combineHistories', () => {
  const history = (currency: 'CLP' | 'USD', points: [string, number, number][]) => ({
    currency,
    points: points.map(([date, value, netDeposits]) => ({ date, value, netDeposits })),
  });
  it.each<[string, ReturnType<typeof history>[], number, CombinedSeries]>([
    ['nothing', [], 950, { dates: [], value: [], netDeposits: [] }],
    [
      'one goal as it is',
      [
        history('CLP', [
          ['2026-11-22', 100, 90],
          ['2026-11-23', 110, 90],
        ]),
      ],
      950,
      { dates: ['2026-11-22', '2026-11-23'], value: [100, 110], netDeposits: [90, 90] },
    ],
    [
      'a later goal counts 0 before its first day',
      [
        history('CLP', [
          ['2026-11-21', 100, 100],
          ['2026-11-22', 100, 100],
          ['2026-11-23', 100, 100],
        ]),
        history('CLP', [['2026-11-23', 50, 40]]),
      ],
      950,
      {
        dates: ['2026-11-21', '2026-11-22', '2026-11-23'],
        value: [100, 100, 150],
        netDeposits: [100, 100, 140],
      },
    ],
    [
      'dollars at the rate, rounded per day',
      [history('USD', [['2026-11-23', 10.5, 10]]), history('CLP', [['2026-11-23', 1_000, 1_000]])],
      948.35,
      { dates: ['2026-11-23'], value: [10_958], netDeposits: [10_484] },
    ],
    [
      'a missing day keeps the last known point',
      [
        history('CLP', [
          ['2026-11-21', 10, 10],
          ['2026-11-23', 30, 10],
        ]),
        history('CLP', [
          ['2026-11-21', 1, 1],
          ['2026-11-22', 2, 1],
          ['2026-11-23', 3, 1],
        ]),
      ],
      950,
      { dates: ['2026-11-21', '2026-11-22', '2026-11-23'], value: [11, 12, 33], netDeposits: [11, 11, 11] },
    ],
  ])('%s', (_name, histories, rate, expected) => {
    expect(combineHistories(histories, rate)).toEqual(expected);
  });

  it('ends on the total in pesos of the goals whose histories it adds (property)', () => {
    const day = (offset: number) => new Date(Date.UTC(2026, 10, 23 - offset)).toISOString().slice(0, 10);
    const goalHistory = fc.record({
      currency: fc.constantFrom<'CLP' | 'USD'>('CLP', 'USD'),
      values: fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 40 }),
    });
    fc.assert(
      fc.property(
        fc.array(goalHistory, { minLength: 1, maxLength: 5 }),
        fc.double({ min: 500, max: 1500, noNaN: true }),
        (goals, rate) => {
          const histories = goals.map(({ currency, values }) => ({
            currency,
            points: values.map((value, index) => ({
              date: day(values.length - 1 - index),
              value,
              netDeposits: 0,
            })),
          }));
          const combined = combineHistories(histories, rate);
          // The dashboard's total: the goals' last values, dollars at the rate, rounded once.
          const total = Math.round(
            goals.reduce(
              (sum, { currency, values }) => sum + (values.at(-1) ?? 0) * (currency === 'USD' ? rate : 1),
              0,
            ),
          );
          expect(combined.value.at(-1)).toBe(total);
          expect(combined.dates.at(-1)).toBe('2026-11-23');
        },
      ),
    );
  });
});

describe('seriesPoints and figuresOf', () => {
  it('a series reads as its points, and a goal today as its last point', () => {
    expect(seriesPoints({ dates: ['2026-11-22', '2026-11-23'], value: [1, 2], netDeposits: [1, 1] })).toEqual(
      [
        { date: '2026-11-22', value: 1, netDeposits: 1 },
        { date: '2026-11-23', value: 2, netDeposits: 1 },
      ],
    );
  });

  it.each([
    [
      'a goal with days',
      [{ date: '2026-11-23', value: 120, netDeposits: 100 }],
      { value: 120, netDeposits: 100 },
    ],
    ['a goal without any yet', [], { value: 0, netDeposits: 0 }],
  ])('%s', (_name, points, figures) => {
    expect(figuresOf({ goalId: 7, currency: 'USD', points })).toEqual({
      goalId: 7,
      currency: 'USD',
      ...figures,
    });
  });
});
