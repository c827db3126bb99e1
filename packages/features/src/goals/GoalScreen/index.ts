export { GoalScreen } from './GoalScreen.tsx';
