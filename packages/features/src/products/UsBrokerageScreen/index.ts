export { UsBrokerageScreen } from './UsBrokerageScreen.tsx';
