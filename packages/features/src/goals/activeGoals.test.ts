import type { Goal } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { activeGoals } from './activeGoals.ts';

const goal = (id: number, archived: boolean) => ({ id, archived }) as Goal;

describe('activeGoals', () => {
  it.each<[string, Goal[] | undefined, number[]]>([
    ['no goals at all', undefined, []],
    ['none', [], []],
    ['every goal active', [goal(1, false), goal(2, false)], [1, 2]],
    [
      'the archived ones left out, order kept',
      [goal(1, true), goal(2, false), goal(3, true), goal(4, false)],
      [2, 4],
    ],
    ['all archived', [goal(1, true)], []],
  ])('%s', (_name, goals, ids) => {
    expect(activeGoals({ goals }).map((each) => each.id)).toEqual(ids);
  });
});
