import type { Goal } from '@portal/platform';

/** The flows that start from one of the client's goals, each with its own address. */
export type GoalFlowKind = 'deposit' | 'rescue' | 'scheduledDeposit' | 'changePortfolio';

/** A goal's flow address, and the one where the client picks the goal (docs/RULES.md#steps-and-drafts). */
export const goalFlowPaths: Record<GoalFlowKind, { choose: string; of: (goalId: Goal['id']) => string }> = {
  deposit: { choose: '/deposit', of: (id) => `/deposit/${id}` },
  rescue: { choose: '/rescue', of: (id) => `/rescue/${id}` },
  scheduledDeposit: { choose: '/scheduled-deposit', of: (id) => `/scheduled-deposit/${id}` },
  changePortfolio: { choose: '/change-portfolio', of: (id) => `/change-portfolio?goalId=${id}` },
};

/**
 * The goals a flow offers to choose from: every active one; a scheduled deposit, only those in
 * pesos (a goal in dollars, reached by its address, says so itself).
 */
export function goalsOffered(kind: GoalFlowKind, goals: readonly Goal[]): Goal[] {
  return goals.filter((goal) => kind !== 'scheduledDeposit' || goal.currency.currencyCode === 'CLP');
}
