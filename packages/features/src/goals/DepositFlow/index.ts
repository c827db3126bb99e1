export { DepositFlow } from './DepositFlow.tsx';
export type { DepositFlowProps } from './depositStepProps.ts';
