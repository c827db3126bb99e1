export { GoalFlowScreen, type GoalFlowScreenProps } from './GoalFlowScreen.tsx';
export { type GoalFlowKind, goalFlowPaths, goalsOffered } from './goalFlowRules.ts';
