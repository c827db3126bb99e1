export { DepositFlow, type DepositFlowProps } from './DepositFlow.tsx';
