export { GoalNotFound } from './GoalNotFound.tsx';
