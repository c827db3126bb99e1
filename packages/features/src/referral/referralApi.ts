import { fetchJson, queriesHook, referralProgrammeSchema, type Transport } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const referralKeys = { referrals: ['client', 'referrals'] as const };

/** queryOptions of the referral programme (schemas/client.ts). */
export function referralQueries({ apiBase, http }: Transport) {
  return {
    referrals: () =>
      queryOptions({
        queryKey: referralKeys.referrals,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/referrals`, referralProgrammeSchema, { signal }, http),
      }),
  };
}

/** The domain's calls for a component: `const referral = useReferralQueries();`. */
export const useReferralQueries = queriesHook(referralQueries);
