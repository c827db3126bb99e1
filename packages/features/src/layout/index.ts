export * from './closeTargetFor.ts';
export * from './pageHeader.ts';
export * from './resolveLayout.ts';
