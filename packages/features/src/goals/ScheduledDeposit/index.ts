export { ScheduledDepositCard } from './ScheduledDepositCard.tsx';
export { ScheduledDepositsSummary } from './ScheduledDepositsSummary.tsx';
