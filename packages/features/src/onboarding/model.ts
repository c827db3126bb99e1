// The onboarding domain without its UI (rules, calls and hooks): what other domains' rules and Node tests import.
export * from './accountOpening.ts';
export * from './entityOnboardingSteps.ts';
export * from './onboardingApi.ts';
export * from './onboardingProgress.ts';
export * from './useRegistration.ts';
