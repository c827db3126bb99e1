import { type CompanyStep, companySteps } from '@portal/platform';

/** The steps of a company's registration (/entity/onboarding/{step}), in order: the platform's. */
export const entityOnboardingSteps = companySteps;
export type EntityOnboardingStep = CompanyStep;

/** 1-based position of a step (after /entity/new, which is step 1), or null for an unknown step. */
export function entityStepNumber(step: string | undefined): number | null {
  const index = entityOnboardingSteps.indexOf(step as EntityOnboardingStep);
  return index < 0 ? null : index + 2;
}
