export { StrategyCard, type StrategyCardProps } from './StrategyCard.tsx';
