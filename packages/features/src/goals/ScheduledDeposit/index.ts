export { ScheduledDepositCard } from './ScheduledDepositCard.tsx';
