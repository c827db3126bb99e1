export { GoalsScreen } from './GoalsScreen.tsx';
