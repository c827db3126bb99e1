// The goals domain without its UI (rules, calls and hooks): what other domains' rules and Node tests import.
export * from './activeGoals.ts';
export * from './amountInput.ts';
export * from './buildGoalsMenu.ts';
export * from './ChangePortfolioFlow/changePortfolioRules.ts';
export * from './DepositFlow/depositRules.ts';
export * from './GoalNewFlow/goalNewRules.ts';
export * from './GoalNewFlow/goalPlanRules.ts';
export * from './GoalNewFlow/useSavingsProduct.ts';
export * from './goalFlowsApi.ts';
export * from './goalLabels.ts';
export * from './RescueFlow/rescueRules.ts';
export * from './ScheduledDepositFlow/scheduledDepositRules.ts';
export * from './useStarGoal.ts';
