export { ChangePortfolioFlow, type ChangePortfolioFlowProps } from './ChangePortfolioFlow.tsx';
export { usePortfolioChangeable } from './usePortfolioChangeable.ts';
