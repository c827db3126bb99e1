export * from './DashboardScreen/index.ts';
