export { ChangePortfolioFlow } from './ChangePortfolioFlow.tsx';
export type { ChangePortfolioFlowProps } from './portfolioStepProps.ts';
export { usePortfolioChangeable } from './usePortfolioChangeable.ts';
