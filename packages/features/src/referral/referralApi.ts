import { type Api, fetchJson, referralProgrammeSchema } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const referralKeys = { referrals: ['client', 'referrals'] as const };

type Transport = Pick<Api, 'apiBase' | 'http'>;

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
