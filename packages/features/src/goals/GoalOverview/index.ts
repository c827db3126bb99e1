export { GoalOverview, type GoalOverviewProps } from './GoalOverview.tsx';
