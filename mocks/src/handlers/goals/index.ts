import { depositHandlers } from './deposit.ts';
import { newGoalHandlers } from './newGoal.ts';
import { portfolioChangeHandlers } from './portfolioChange.ts';
import { rescueHandlers } from './rescue.ts';

/** The goals' flows: deposit, rescue, change of portfolio and new goal (docs/RULES.md#money-flows). */
export const goalFlowHandlers = [
  ...depositHandlers,
  ...rescueHandlers,
  ...portfolioChangeHandlers,
  ...newGoalHandlers,
];
