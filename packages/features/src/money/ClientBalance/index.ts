export { ClientBalance, type ClientBalanceProps } from './ClientBalance.tsx';
