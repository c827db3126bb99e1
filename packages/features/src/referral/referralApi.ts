import { callEndpoint, queriesHook, referralContract, type Transport } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const referralKeys = { referrals: ['client', 'referrals'] as const };

/** queryOptions of the referral programme (contracts/referral.ts). */
export function referralQueries(transport: Transport) {
  return {
    referrals: () =>
      queryOptions({
        queryKey: referralKeys.referrals,
        queryFn: ({ signal }) => callEndpoint(transport, referralContract.programme, {}, { signal }),
      }),
  };
}

/** The domain's calls for a component: `const referral = useReferralQueries();`. */
export const useReferralQueries = queriesHook(referralQueries);
