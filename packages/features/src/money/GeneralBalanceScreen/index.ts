export { GeneralBalanceScreen } from './GeneralBalanceScreen.tsx';
