import { apvHandlers } from './apv.ts';
import { confirmationCodeHandlers } from './confirmationCodes.ts';
import { depositHandlers } from './deposit.ts';
import { favoriteGoalHandlers } from './favorite.ts';
import { newGoalHandlers } from './newGoal.ts';
import { orderHandlers } from './orders.ts';
import { portfolioChangeHandlers } from './portfolioChange.ts';
import { rescueHandlers } from './rescue.ts';
import { scheduledDepositHandlers } from './scheduledDeposits.ts';
import { starHandlers } from './star.ts';

/**
 * The goals' flows: deposit, rescue, change of portfolio and new goal (docs/RULES.md#money-flows),
 * the favourite goal (docs/RULES.md#favourite-goal), the confirmation codes of money leaving
 * (docs/RULES.md#confirmation-codes), scheduled deposits (docs/RULES.md#scheduled-deposits), a person's APV
 * year (docs/RULES.md#apv-voluntary-retirement-savings) and the read of an order by its idempotency key, for an answer the client lost.
 */
export const goalFlowHandlers = [
  ...orderHandlers,
  ...confirmationCodeHandlers,
  ...favoriteGoalHandlers,
  ...depositHandlers,
  ...rescueHandlers,
  ...portfolioChangeHandlers,
  ...newGoalHandlers,
  ...scheduledDepositHandlers,
  ...starHandlers,
  ...apvHandlers,
];
