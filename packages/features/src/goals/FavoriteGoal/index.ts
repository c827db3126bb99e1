export { FavoriteGoal } from './FavoriteGoal.tsx';
