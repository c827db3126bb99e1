export { MovementList, type MovementListProps } from './MovementList.tsx';
