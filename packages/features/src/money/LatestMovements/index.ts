export { LatestMovements, type LatestMovementsProps } from './LatestMovements.tsx';
