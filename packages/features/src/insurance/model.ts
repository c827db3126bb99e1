// The insurance domain without its UI (rules, calls and hooks): what other domains' rules and Node tests import.
export * from './insuranceApi.ts';
