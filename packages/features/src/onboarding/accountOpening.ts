/** Onboarding steps that open the account link (docs/RULES.md#onboarding-step: DONE and FOURTH). */
export const accountOpenSteps = ['DONE', 'FOURTH'] as const;

/** docs/RULES.md#onboarding-step, #roles-and-permissions: whether this onboarding step opens the account (menu item and /profile route). */
export function canOpenAccount(onboardingStep: string): boolean {
  return (accountOpenSteps as readonly string[]).includes(onboardingStep);
}
