export * from './model.ts';
export * from './ReferralPanel/index.ts';
