import { HttpResponse, http } from 'msw';

/**
 * For stories: the registration's status of a client whose account has just opened (step FOURTH,
 * docs/RULES.md#onboarding-step), over the onboarding persona's (Valentina, still at step 2).
 */
export const accountJustOpened = http.post('*/rpc/user/getUserStatus', () =>
  HttpResponse.json({ onboardingStep: 'FOURTH', riskProfileAmendment: null }),
);
