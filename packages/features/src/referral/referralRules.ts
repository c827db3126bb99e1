import type { ReferralProgramme } from '@portal/platform';

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
