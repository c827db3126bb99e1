export { MovementFilters, type MovementFiltersProps } from './MovementFilters.tsx';
