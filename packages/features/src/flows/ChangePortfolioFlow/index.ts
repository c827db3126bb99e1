export { ChangePortfolioFlow, type ChangePortfolioFlowProps } from './ChangePortfolioFlow.tsx';
