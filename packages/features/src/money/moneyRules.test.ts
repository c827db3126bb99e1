import type { Goal, ValuePoint } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { totalInPesos } from './balanceRules.ts';
import { movementQuery } from './moneyApi.ts';
import {
  type ChartRange,
  type CombinedHistory,
  chartPoints,
  historyColumns,
  historyFrom,
  type PeriodChange,
  performanceOf,
  periodChange,
  rangeStart,
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
  it.each<[string, ValuePoint | undefined, ReturnType<typeof performanceOf>]>([
    ['no figures yet', undefined, null],
    ['a gain', point(110, 100), { value: 110, netDeposits: 100, gain: 10, gainRatio: 0.1 }],
    ['a loss', point(80, 100), { value: 80, netDeposits: 100, gain: -20, gainRatio: -0.2 }],
    ['everything rescued', point(50, 0), { value: 50, netDeposits: 0, gain: 50, gainRatio: null }],
    ['more rescued than put in', point(30, -10), { value: 30, netDeposits: -10, gain: 40, gainRatio: null }],
  ])('%s', (_name, figures, expected) => {
    expect(performanceOf(figures)).toEqual(expected);
  });
});

describe('chartPoints: one point per CSS pixel of the screen, in steps of 200, 400 to 2,000', () => {
  it.each([
    ['a phone', 390, 400],
    ['the narrowest reflow', 320, 400],
    ['a tablet', 820, 1_000],
    ['a laptop', 1_280, 1_400],
    ['exactly a step', 1_400, 1_400],
    ['a wide screen', 2_560, 2_000],
    ['no screen (a test, a worker)', 0, 400],
    ['a width that is not one', Number.NaN, 400],
  ])('%s (%s px): %s points', (_name, width, points) => {
    expect(chartPoints(width)).toBe(points);
  });
});

describe('historyColumns', () => {
  it('a goal’s points as the chart’s columns', () => {
    expect(
      historyColumns([
        { date: '2026-11-23', value: 1, netDeposits: 2 },
        { date: '2026-11-24', value: 3, netDeposits: 4 },
      ]),
    ).toEqual({
      dates: ['2026-11-23', '2026-11-24'],
      value: [1, 3],
      netDeposits: [2, 4],
    });
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
