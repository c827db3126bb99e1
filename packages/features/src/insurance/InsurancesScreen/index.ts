export { InsurancesScreen } from './InsurancesScreen.tsx';
