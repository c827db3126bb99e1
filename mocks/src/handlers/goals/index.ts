import { confirmationCodeHandlers } from './confirmationCodes.ts';
import { depositHandlers } from './deposit.ts';
import { favoriteGoalHandlers } from './favorite.ts';
import { newGoalHandlers } from './newGoal.ts';
import { portfolioChangeHandlers } from './portfolioChange.ts';
import { rescueHandlers } from './rescue.ts';
import { scheduledDepositHandlers } from './scheduledDeposits.ts';

/**
 * The goals' flows: deposit, rescue, change of portfolio and new goal (docs/RULES.md#money-flows),
 * the favourite goal (docs/RULES.md#favourite-goal), the confirmation codes of money leaving
 * (docs/RULES.md#confirmation-codes) and scheduled deposits (docs/RULES.md#scheduled-deposits).
 */
export const goalFlowHandlers = [
  ...confirmationCodeHandlers,
  ...favoriteGoalHandlers,
  ...depositHandlers,
  ...rescueHandlers,
  ...portfolioChangeHandlers,
  ...newGoalHandlers,
  ...scheduledDepositHandlers,
];
