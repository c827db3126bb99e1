export * from './model.ts';
export * from './RiskProfilePrompt/index.ts';
