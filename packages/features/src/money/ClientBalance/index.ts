export { preloadValueChart as preloadClientBalanceChart } from '../ValueChart/ValueChart.tsx';
export { ClientBalance, type ClientBalanceProps } from './ClientBalance.tsx';
