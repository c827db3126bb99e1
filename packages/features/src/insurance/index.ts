export * from './InsuranceDetail/index.ts';
export * from './model.ts';
