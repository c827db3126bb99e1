import type { RiskProfileAmendment } from '@portal/platform';

/**
 * docs/RULES.md#risk-profile-prompt: the risk-profile prompt appears once per session when an amendment exists, has no
 * answeredAt and belongs to the current user. "Once" is per amendment: the tab remembers the one it
 * showed, so another client signing in on it, or an account entered from it, is still asked.
 */
export function shouldPromptRiskProfile(
  amendment: RiskProfileAmendment | null | undefined,
  currentUserId: string,
  shownThisSession: string | null,
): amendment is RiskProfileAmendment {
  return (
    Boolean(amendment) &&
    !amendment?.answeredAt &&
    amendment?.user.id === currentUserId &&
    amendment?.uuid !== shownThisSession
  );
}

/** Session storage key remembering which amendment the prompt showed in this browser session. */
export const riskProfilePromptShownKey = 'bp_risk_profile_prompt_shown';
