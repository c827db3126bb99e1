export { GoalNewFlow } from './GoalNewFlow.tsx';
export type { GoalNewFlowProps } from './goalNewStepProps.ts';
