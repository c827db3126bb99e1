export * from './defineStepFlow.ts';
export { keepTabDraftsFor } from './tabDrafts.ts';
export { type OnStep, useStepParam } from './useStepFlow.ts';
