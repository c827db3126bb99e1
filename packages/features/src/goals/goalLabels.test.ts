import { describe, expect, it } from 'vitest';
import { goalIcon, starredFirst, targetProgress } from './goalLabels.ts';

describe('targetProgress', () => {
  it.each([
    ['no target', { currentCapital: 100, target: null }, null],
    ['target missing', { currentCapital: 100 }, null],
    ['a zero target', { currentCapital: 100, target: { amount: 0 } }, null],
    ['half way', { currentCapital: 15_000_000, target: { amount: 30_000_000 } }, 0.5],
    ['past the target', { currentCapital: 40, target: { amount: 30 } }, 1],
    ['nothing in yet', { currentCapital: 0, target: { amount: 30 } }, 0],
    ['below zero is nothing', { currentCapital: -5, target: { amount: 30 } }, 0],
  ])('%s', (_name, goal, expected) => {
    expect(targetProgress(goal)).toBe(expected);
  });
});

describe('goalIcon', () => {
  it.each([
    ['housing', 'home'],
    ['travel', 'flight'],
    ['short-term-invest-dollars', 'dollar'],
    ['short-term-invest', 'savings'],
    ['caja-moneda', 'wallet'],
    ['retirement', 'chart'],
    ['apv', 'chart'],
    ['something new', 'flag'],
  ])('%s → %s', (code, expected) => {
    expect(goalIcon({ goalCategory: { code } })).toBe(expected);
  });
});

describe('starredFirst', () => {
  const goal = (id: number, starred: boolean) => ({ id, starred });
  it.each([
    ['nothing', [], []],
    ['none starred: as given', [goal(1, false), goal(2, false)], [1, 2]],
    [
      'starred first, each group in its order',
      [goal(1, false), goal(2, true), goal(3, false), goal(4, true)],
      [2, 4, 1, 3],
    ],
  ])('%s', (_name, goals, expected) => {
    const input = [...goals];
    expect(starredFirst(goals).map((item) => item.id)).toEqual(expected);
    expect(goals).toEqual(input);
  });
});
