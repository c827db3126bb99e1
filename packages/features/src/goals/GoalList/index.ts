export { GoalList, type GoalListItem, type GoalListProps } from './GoalList.tsx';
