export * from './defineStepFlow.ts';
export { type OnStep, useStepParam } from './useStepFlow.ts';
