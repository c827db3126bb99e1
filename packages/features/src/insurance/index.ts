export * from './InsuranceDetail/index.ts';
export * from './InsuranceRows/index.ts';
export * from './InsuranceScreen/index.ts';
export * from './InsurancesScreen/index.ts';
export * from './model.ts';
