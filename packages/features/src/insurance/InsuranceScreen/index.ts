export { InsuranceScreen } from './InsuranceScreen.tsx';
