export { GoalNewFlow, type GoalNewFlowProps } from './GoalNewFlow.tsx';
