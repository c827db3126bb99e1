// The money domain without its UI (rules, calls and hooks): what other domains' rules and Node tests import.
export * from './activityRules.ts';
export * from './amounts.ts';
export * from './balanceRules.ts';
export * from './moneyApi.ts';
export * from './moneyRules.ts';
export * from './useChartPeriod.ts';
export * from './useClientMoney.ts';
