import { depositHandlers } from './deposit.ts';
import { favoriteGoalHandlers } from './favorite.ts';
import { newGoalHandlers } from './newGoal.ts';
import { portfolioChangeHandlers } from './portfolioChange.ts';
import { rescueHandlers } from './rescue.ts';

/**
 * The goals' flows: deposit, rescue, change of portfolio and new goal (docs/RULES.md#money-flows),
 * and the favourite goal (docs/RULES.md#favourite-goal).
 */
export const goalFlowHandlers = [
  ...favoriteGoalHandlers,
  ...depositHandlers,
  ...rescueHandlers,
  ...portfolioChangeHandlers,
  ...newGoalHandlers,
];
