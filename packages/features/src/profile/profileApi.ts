import { callEndpoint, profileContract, queriesHook, type Transport } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const profileKeys = { entity: ['client', 'entity'] as const };

/** queryOptions of the client's profile (contracts/profile.ts). */
export function profileQueries(transport: Transport) {
  return {
    /** A company account's legal data (404 for a person). */
    entity: () =>
      queryOptions({
        queryKey: profileKeys.entity,
        queryFn: ({ signal }) => callEndpoint(transport, profileContract.entity, {}, { signal }),
      }),
  };
}

/** The domain's calls for a component: `const profile = useProfileQueries();`. */
export const useProfileQueries = queriesHook(profileQueries);
