// The navigation domain without its UI (rules, calls and hooks): what other domains' rules and Node tests import.
export * from './assembleNavigation.ts';
export * from './navigationApi.ts';
