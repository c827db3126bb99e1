export { ScheduledDepositFlow } from './ScheduledDepositFlow.tsx';
export type { ScheduledDepositFlowProps } from './scheduledDepositStepProps.ts';
