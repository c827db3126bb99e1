// The riskProfile domain without its UI (rules, calls and hooks): what other domains' rules and Node tests import.
export * from './shouldPromptRiskProfile.ts';
export * from './useRiskProfilePrompt.ts';
