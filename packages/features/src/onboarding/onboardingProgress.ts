import { canOpenAccount } from './accountOpening.ts';

/** Onboarding steps in order; FOURTH and DONE open the account (docs/RULES.md#onboarding-step). */
export const onboardingSteps = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'DONE'] as const;

/** The client's three registration steps: their card, who they are (KYC), their contract. */
export const registrationStepCount = 3;

/**
 * Where a client's registration stands: the index of the next task (0 for an unknown step, so the
 * first task is offered, never a finished one), the step they are on out of three, and whether the
 * account is open.
 */
export function onboardingProgress(step: string): { position: number; stepOfThree: number; open: boolean } {
  const position = Math.max(0, (onboardingSteps as readonly string[]).indexOf(step));
  return {
    position,
    stepOfThree: Math.min(position + 1, registrationStepCount),
    open: canOpenAccount(step),
  };
}
