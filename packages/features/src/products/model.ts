// The products domain without its UI (rules, calls and hooks): what other domains' rules and Node tests import.
export * from './catalogueApi.ts';
export * from './catalogueRules.ts';
export * from './usBrokerageAccess.ts';
