export { RescueFlow, type RescueFlowProps } from './RescueFlow.tsx';
