import * as z from 'zod/mini';
import { amount, isoDate, webUrl } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The referral domain's contract: the client's code, the link to share and who they invited. */

export const referralStatuses = ['invited', 'registered', 'invested'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** Someone the client invited: named as the programme may show (first name and initial). */
export const referredClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  invitedOn: isoDate,
  status: z.enum(referralStatuses),
  /** What the client earned for them (once they invested), in pesos. */
  reward: amount,
});
export type ReferredClient = z.infer<typeof referredClientSchema>;

/** GET {apiBase}api/referrals: the client's code, the link to share, the reward and who they invited. */
export const referralProgrammeSchema = z.object({
  code: z.string().check(z.minLength(4)),
  shareUrl: webUrl,
  /** What each side gets when an invited friend first invests, in pesos. */
  rewardPerFriend: amount,
  referred: z.array(referredClientSchema),
});
export type ReferralProgramme = z.infer<typeof referralProgrammeSchema>;

/** The referral domain's calls. */
export const referralContract = {
  programme: endpoint({
    method: 'GET',
    path: 'api/referrals',
    summary: 'The client’s referral code, link, reward and the friends they invited.',
    response: referralProgrammeSchema,
  }),
} as const;
