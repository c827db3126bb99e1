export * from './reloadIntoNewVersion.ts';
export * from './updateFlow.ts';
