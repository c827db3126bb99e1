export { UsBrokerageActivation } from './UsBrokerageActivation.tsx';
