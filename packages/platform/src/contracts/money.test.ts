import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { portfolioHistorySchema, portfolioHistoryWire } from './money.ts';
import { consecutiveDays, type GoalHistory, goalHistorySchema, goalHistoryWire } from './valueSeries.ts';

const wire = (fields: Record<string, unknown>) => ({
  goalId: 101,
  currency: 'CLP',
  from: '2024-02-27',
  value: [100, 110, 120, 130],
  netDeposits: [100, 100, 100, 150],
  ...fields,
});

describe('a goal history travels in columns and is read as daily points', () => {
  it('gives each value its day, across a leap day and a month end', () => {
    expect(goalHistorySchema.parse(wire({})).points).toEqual([
      { date: '2024-02-27', value: 100, netDeposits: 100 },
      { date: '2024-02-28', value: 110, netDeposits: 100 },
      { date: '2024-02-29', value: 120, netDeposits: 100 },
      { date: '2024-03-01', value: 130, netDeposits: 150 },
    ]);
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['a whole history', {}, true],
    ['no days yet', { value: [], netDeposits: [] }, true],
    ['dollars with cents', { currency: 'USD', value: [10.25], netDeposits: [10] }, true],
    ['a string goal id', { goalId: 'g-1' }, true],
    ['fewer deposits than values', { netDeposits: [100, 100, 100] }, false],
    ['more deposits than values', { netDeposits: [100, 100, 100, 100, 100] }, false],
    ['a value that is text', { value: [100, '110', 120, 130] }, false],
    ['a missing value', { value: [100, null, 120, 130] }, false],
    ['a first day that is not a date', { from: '27/02/2024' }, false],
    ['no first day', { from: undefined }, false],
    ['another currency', { currency: 'EUR' }, false],
    ['the old shape (points as objects)', { value: undefined, netDeposits: undefined, points: [] }, false],
  ])('%s: valid %s', (_name, fields, valid) => {
    expect(goalHistorySchema.safeParse(wire(fields)).success).toBe(valid);
  });

  it('a failure names the field that is wrong', () => {
    const result = goalHistorySchema.safeParse(wire({ netDeposits: [1] }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['netDeposits']);
  });
});

describe('goalHistoryWire (what the server sends)', () => {
  const dayHistory = (dates: string[]): GoalHistory => ({
    goalId: 7,
    currency: 'CLP',
    points: dates.map((date, index) => ({ date, value: 1000 + index, netDeposits: 1000 })),
  });

  it('reads back as the same history, for any run of consecutive days', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2010-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.array(fc.record({ value: fc.integer({ min: 0, max: 1e12 }), netDeposits: fc.integer() }), {
          maxLength: 800,
        }),
        (start, days) => {
          const first = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
          const history: GoalHistory = {
            goalId: 'g',
            currency: 'CLP',
            points: days.map((day, index) => ({
              date: new Date(first + index * 86_400_000).toISOString().slice(0, 10),
              ...day,
            })),
          };
          const sent = goalHistoryWire(history, '2026-11-25');
          expect(goalHistorySchema.parse(JSON.parse(JSON.stringify(sent)))).toEqual(history);
        },
      ),
    );
  });

  it('an empty history starts on the day given', () => {
    expect(goalHistoryWire(dayHistory([]), '2026-11-25')).toMatchObject({
      from: '2026-11-25',
      value: [],
      netDeposits: [],
    });
  });

  it.each([
    ['consecutive days go without dates', ['2026-11-01', '2026-11-02', '2026-11-03'], undefined],
    [
      'a sampled history names its days',
      ['2026-11-01', '2026-11-02', '2026-11-04'],
      ['2026-11-01', '2026-11-02', '2026-11-04'],
    ],
    ['one day', ['2026-11-01'], undefined],
  ])('%s, and reads back as sent', (_name, dates, sentDates) => {
    const history = dayHistory(dates);
    const sent = goalHistoryWire(history, '2026-11-25');
    expect(sent.dates).toEqual(sentDates);
    expect(goalHistorySchema.parse(JSON.parse(JSON.stringify(sent)))).toEqual(history);
  });

  it.each([
    ['a date too few', { dates: ['2026-11-01'], value: [1, 2], netDeposits: [1, 2] }],
    ['dates out of order', { dates: ['2026-11-02', '2026-11-01'], value: [1, 2], netDeposits: [1, 2] }],
    ['the same day twice', { dates: ['2026-11-01', '2026-11-01'], value: [1, 2], netDeposits: [1, 2] }],
  ])('refuses %s, naming dates', (_name, columns) => {
    const result = goalHistorySchema.safeParse({
      goalId: 1,
      currency: 'CLP',
      from: '2026-11-01',
      ...columns,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['dates']);
  });
});

describe('consecutiveDays', () => {
  it.each<[string, string, number, string[]]>([
    ['none', '2026-11-25', 0, []],
    ['within a month', '2026-11-25', 3, ['2026-11-25', '2026-11-26', '2026-11-27']],
    ['a 30-day month', '2026-04-29', 3, ['2026-04-29', '2026-04-30', '2026-05-01']],
    ['February of a common year', '2026-02-27', 3, ['2026-02-27', '2026-02-28', '2026-03-01']],
    ['February of a leap year', '2024-02-28', 3, ['2024-02-28', '2024-02-29', '2024-03-01']],
    ['1900 was not a leap year', '1900-02-28', 2, ['1900-02-28', '1900-03-01']],
    ['2000 was', '2000-02-28', 2, ['2000-02-28', '2000-02-29']],
    ['the new year', '2025-12-31', 2, ['2025-12-31', '2026-01-01']],
  ])('%s', (_name, from, count, days) => {
    expect(consecutiveDays(from, count)).toEqual(days);
  });

  it('agrees with the calendar for ten years from any day', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }), (time) => {
        const first = Math.floor(time / 86_400_000) * 86_400_000;
        const from = new Date(first).toISOString().slice(0, 10);
        const days = consecutiveDays(from, 3660);
        days.forEach((day, index) => {
          if (day !== new Date(first + index * 86_400_000).toISOString().slice(0, 10))
            throw new Error(`${from} + ${index} gave ${day}`);
        });
      }),
      { numRuns: 40 },
    );
  });
});

describe('the portfolio history (one call for the dashboard)', () => {
  const goals = [
    { goalId: 101, currency: 'CLP' as const, value: 1_000, netDeposits: 900 },
    { goalId: 'u1', currency: 'USD' as const, value: 10.5, netDeposits: 10 },
  ];

  it.each([
    ['daily', ['2026-11-01', '2026-11-02'], undefined],
    ['sampled', ['2026-10-01', '2026-11-02'], ['2026-10-01', '2026-11-02']],
  ])('%s: reads back as its days, values and goals', (_name, dates, sentDates) => {
    const points = dates.map((date, index) => ({ date, value: 100 + index, netDeposits: 90 }));
    const rate = { from: 'USD' as const, to: 'CLP' as const, rate: 950.5, date: '2026-11-25' };
    const sent = portfolioHistoryWire(points, '2026-11-25', rate, goals);
    expect(sent.dates).toEqual(sentDates);
    expect(portfolioHistorySchema.parse(JSON.parse(JSON.stringify(sent)))).toEqual({
      history: { dates, value: [100, 101], netDeposits: [90, 90] },
      rate,
      goals,
    });
  });

  it.each([
    ['a total in another currency', { currency: 'USD' }, ['currency']],
    [
      'a goal without its figures',
      { goals: [{ goalId: 1, currency: 'CLP', value: 1 }] },
      ['goals', 0, 'netDeposits'],
    ],
    ['columns of two lengths', { netDeposits: [] }, ['netDeposits']],
  ])('refuses %s', (_name, change, path) => {
    const sent = {
      ...portfolioHistoryWire([{ date: '2026-11-01', value: 1, netDeposits: 1 }], '2026-11-25', null, []),
      ...change,
    };
    const result = portfolioHistorySchema.safeParse(sent);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});
