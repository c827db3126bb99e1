export { CategoryBalance, type CategoryBalanceProps } from './CategoryBalance.tsx';
