export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary.tsx';
