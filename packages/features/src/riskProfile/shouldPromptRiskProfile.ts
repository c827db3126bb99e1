import type { RiskProfileAmendment } from '@portal/platform';

/**
 * SPEC §4: the risk-profile prompt appears once per session when an amendment exists, has no
 * answeredAt and belongs to the current user.
 */
export function shouldPromptRiskProfile(
  amendment: RiskProfileAmendment | null | undefined,
  currentUserId: string,
  alreadyShownThisSession: boolean,
): amendment is RiskProfileAmendment {
  return (
    Boolean(amendment) &&
    !amendment?.answeredAt &&
    amendment?.user.id === currentUserId &&
    !alreadyShownThisSession
  );
}

/** Session storage key remembering that the prompt was shown in this browser session. */
export const riskProfilePromptShownKey = 'bp_risk_profile_prompt_shown';
