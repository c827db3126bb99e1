import type { Goal, ValuePoint } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { movementQuery } from './moneyApi.ts';
import { type ChartRange, performanceOf, rangeStart, totalInPesos } from './moneyRules.ts';

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
