export { RescueFlow } from './RescueFlow.tsx';
export type { RescueFlowProps } from './rescueStepProps.ts';
