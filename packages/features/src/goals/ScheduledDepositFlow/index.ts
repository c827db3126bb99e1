export { ScheduledDepositFlow, type ScheduledDepositFlowProps } from './ScheduledDepositFlow.tsx';
