export { GoalNewScreen, type GoalNewScreenProps } from './GoalNewScreen.tsx';
