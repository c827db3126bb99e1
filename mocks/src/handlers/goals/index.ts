import { confirmationCodeHandlers } from './confirmationCodes.ts';
import { depositHandlers } from './deposit.ts';
import { favoriteGoalHandlers } from './favorite.ts';
import { newGoalHandlers } from './newGoal.ts';
import { portfolioChangeHandlers } from './portfolioChange.ts';
import { rescueHandlers } from './rescue.ts';

/**
 * The goals' flows: deposit, rescue, change of portfolio and new goal (docs/RULES.md#money-flows),
 * the favourite goal (docs/RULES.md#favourite-goal) and the confirmation codes of money leaving
 * (docs/RULES.md#confirmation-codes).
 */
export const goalFlowHandlers = [
  ...confirmationCodeHandlers,
  ...favoriteGoalHandlers,
  ...depositHandlers,
  ...rescueHandlers,
  ...portfolioChangeHandlers,
  ...newGoalHandlers,
];
