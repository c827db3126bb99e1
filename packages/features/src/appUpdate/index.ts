export * from './reloadIntoNewVersion.ts';
export * from './updateCycle.ts';
