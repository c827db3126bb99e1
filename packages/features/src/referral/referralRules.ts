import type { ReferralProgramme } from '@portal/platform';

/**
 * A Chilean number as people write it: "+56 2 2345 6781" (Santiago landline), "+56 9 8765 4321"
 * (mobile). Anything else is left as it came.
 */
export function formatChilePhone(e164: string): string {
  const digits = e164.replace(/[^\d+]/g, '');
  const match = /^\+56(\d)(\d{4})(\d{4})$/.exec(digits);
  return match ? `+56 ${match[1]} ${match[2]} ${match[3]}` : e164;
}

export interface ReferralSummary {
  invited: number;
  invested: number;
  earned: number;
}

/** What the programme has given the client: friends invited, those who invested, and the reward earned. */
export function referralSummary(programme: ReferralProgramme): ReferralSummary {
  return {
    invited: programme.referred.length,
    invested: programme.referred.filter((friend) => friend.status === 'invested').length,
    earned: programme.referred.reduce((sum, friend) => sum + friend.reward, 0),
  };
}
