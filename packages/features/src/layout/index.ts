export * from './closeTargetFor.ts';
export * from './resolveLayout.ts';
