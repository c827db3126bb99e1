import type { Goal, ValuePoint } from '@portal/platform';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movementQuery } from './moneyApi.ts';
import {
  type ChartRange,
  type CombinedHistory,
  combineHistories,
  historyFrom,
  type PeriodChange,
  performanceOf,
  periodChange,
  rangeStart,
  totalInPesos,
} from './moneyRules.ts';

const goal = (capital: number, currencyCode: 'CLP' | 'USD', archived = false): Goal => ({
  id: capital,
  title: 'Meta',
  archived,
  starred: false,
  currentCapital: capital,
  goalCategory: { code: 'travel' },
  currency: { currencyCode },
});

describe('totalInPesos', () => {
  it.each<[string, Goal[], number, number]>([
    ['no goals', [], 950, 0],
    ['pesos only', [goal(1_000_000, 'CLP'), goal(250_500, 'CLP')], 950, 1_250_500],
    ['dollars at the rate', [goal(3_500, 'USD')], 948.35, 3_319_225],
    ['cents, rounded once at the end', [goal(0.5, 'USD'), goal(0.5, 'USD')], 1.5, 2],
    ['mixed', [goal(12_450_000, 'CLP'), goal(41_500, 'USD')], 948.35, 51_806_525],
    ['archived goals left out', [goal(100, 'CLP'), goal(900, 'CLP', true)], 950, 100],
  ])('%s', (_name, goals, rate, expected) => {
    expect(totalInPesos(goals, { rate })).toBe(expected);
  });
});

describe('performanceOf', () => {
  const point = (value: number, netDeposits: number): ValuePoint => ({
    date: '2026-11-23',
    value,
    netDeposits,
  });
  it.each<[string, ValuePoint[], ReturnType<typeof performanceOf>]>([
    ['an empty history', [], null],
    ['a gain', [point(90, 90), point(110, 100)], { value: 110, netDeposits: 100, gain: 10, gainRatio: 0.1 }],
    ['a loss', [point(80, 100)], { value: 80, netDeposits: 100, gain: -20, gainRatio: -0.2 }],
    ['everything rescued', [point(50, 0)], { value: 50, netDeposits: 0, gain: 50, gainRatio: null }],
    [
      'more rescued than put in',
      [point(30, -10)],
      { value: 30, netDeposits: -10, gain: 40, gainRatio: null },
    ],
  ])('%s', (_name, points, expected) => {
    expect(performanceOf(points)).toEqual(expected);
  });
});

describe('rangeStart', () => {
  it.each<[ChartRange, string, string | null]>([
    ['1M', '2026-11-23', '2026-10-23'],
    ['3M', '2026-11-23', '2026-08-23'],
    ['6M', '2026-11-23', '2026-05-23'],
    ['1A', '2026-11-23', '2025-11-23'],
    ['Todo', '2026-11-23', null],
    ['1M', '2026-03-31', '2026-02-28'],
    ['1M', '2024-03-31', '2024-02-29'],
    ['3M', '2026-01-15', '2025-10-15'],
  ])('%s before %s', (range, today, expected) => {
    expect(rangeStart(range, today)).toBe(expected);
  });
});

describe('movementQuery', () => {
  it.each<[string, Parameters<typeof movementQuery>[0], string]>([
    ['nothing', {}, ''],
    ['a stable order', { pageSize: 20, type: 'deposit', goalId: 101 }, 'goalId=101&type=deposit&pageSize=20'],
    ['empty values left out', { goalId: '', status: 'pending' }, 'status=pending'],
    ['dates', { from: '2025-01-01', to: '2025-03-31' }, 'from=2025-01-01&to=2025-03-31'],
  ])('%s', (_name, filter, expected) => {
    expect(movementQuery(filter)).toBe(expected);
  });
});

describe('combineHistories', () => {
  const history = (currency: 'CLP' | 'USD', points: [string, number, number][]) => ({
    currency,
    points: points.map(([date, value, netDeposits]) => ({ date, value, netDeposits })),
  });
  it.each<[string, ReturnType<typeof history>[], number, CombinedHistory]>([
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
          const asGoals = goals.map(({ currency, values }, index) => ({
            ...goal(values.at(-1) ?? 0, currency),
            id: index,
          }));
          expect(combined.value.at(-1)).toBe(totalInPesos(asGoals, { rate }));
          expect(combined.dates.at(-1)).toBe('2026-11-23');
        },
      ),
    );
  });
});

describe('historyFrom and periodChange', () => {
  const combined: CombinedHistory = {
    dates: ['2026-09-30', '2026-10-31', '2026-11-23'],
    value: [1_000, 1_250, 1_300],
    netDeposits: [1_000, 1_200, 1_200],
  };
  it.each<[string | null, number, PeriodChange | null]>([
    [null, 3, { gain: 100, gainRatio: 100 / 1_200 }],
    ['2026-10-01', 2, { gain: 50, gainRatio: 50 / 1_250 }],
    ['2026-11-23', 1, { gain: 0, gainRatio: 0 }],
    ['2026-12-01', 0, null],
  ])('from %s: %i points, %o', (from, length, expected) => {
    const part = historyFrom(combined, from);
    expect(part.dates).toHaveLength(length);
    expect(periodChange(part)).toEqual(expected);
  });

  it('a period with a rescue does not count the rescue as a loss', () => {
    const withRescue: CombinedHistory = { dates: ['a', 'b'], value: [1_000, 600], netDeposits: [1_000, 500] };
    expect(periodChange(withRescue)).toEqual({ gain: 100, gainRatio: 0.1 });
  });
});
