import { describe, expect, it } from 'vitest';
import { favoriteGoalSchema, favoriteRefusal, keptFavorite } from './favoriteGoal.ts';
import type { Goal } from './rpc.ts';

const goal = (id: number, capital: number, more: Partial<Goal> = {}): Goal => ({
  id,
  title: `Meta ${id}`,
  archived: false,
  starred: false,
  currentCapital: capital,
  goalCategory: { code: 'other' },
  currency: { currencyCode: 'CLP' },
  ...more,
});

describe('the favourite goal (docs/RULES.md#favourite-goal)', () => {
  it.each([
    ['an active goal in pesos with money', goal(1, 100), null],
    ['an archived goal', goal(1, 100, { archived: true }), 'archived'],
    ['an emptied goal', goal(1, 0), 'emptied'],
    ['a goal in dollars', goal(1, 100, { currency: { currencyCode: 'USD' } }), 'currency'],
  ] as const)('%s: %s', (_name, each, refusal) => {
    expect(favoriteRefusal(each)).toBe(refusal);
  });

  const goals = [goal(101, 12_450_000), goal(102, 38_900_000), goal(103, 2_150_000)];
  it.each([
    ['the choice stays while it may be one', goals, 103, { goalId: 103, reassigned: null }],
    [
      'no choice yet: the goal with the most money, nothing to tell',
      goals,
      null,
      { goalId: 102, reassigned: null },
    ],
    [
      'an emptied choice moves to the goal with the most money, and says why',
      [goal(101, 0), goal(102, 5), goal(103, 9)],
      101,
      { goalId: 103, reassigned: { from: 101, why: 'emptied' } },
    ],
    [
      'an archived choice moves too',
      [goal(101, 10, { archived: true }), goal(102, 5)],
      101,
      { goalId: 102, reassigned: { from: 101, why: 'archived' } },
    ],
    [
      'a goal that is gone counts as archived',
      [goal(102, 5)],
      999,
      { goalId: 102, reassigned: { from: 999, why: 'archived' } },
    ],
    [
      'no goal may be one: none, and why the choice went',
      [goal(101, 0), goal(102, 7, { currency: { currencyCode: 'USD' } })],
      101,
      { goalId: null, reassigned: { from: 101, why: 'emptied' } },
    ],
    ['a tie goes to the first goal', [goal(102, 5), goal(101, 5)], null, { goalId: 101, reassigned: null }],
  ] as const)('%s', (_name, each, chosen, kept) => {
    expect(keptFavorite(each, chosen)).toEqual(kept);
  });

  it.each([
    [{ goalId: 101, reassigned: null }, true],
    [{ goalId: null, reassigned: { from: 101, why: 'emptied' } }, true],
    [{ goalId: 101, reassigned: { from: 101, why: 'lost' } }, false],
    [{ goalId: 101 }, false],
  ])('the schema takes %j: %s', (wire, valid) => {
    expect(favoriteGoalSchema.safeParse(wire).success).toBe(valid);
  });
});
