export { DashboardScreen, type DashboardScreenProps } from './DashboardScreen.tsx';
