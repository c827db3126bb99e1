import { companyProfileSchema, fetchJson, queriesHook, type Transport } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const profileKeys = { entity: ['client', 'entity'] as const };

/** queryOptions of the client's profile (schemas/client.ts). */
export function profileQueries({ apiBase, http }: Transport) {
  return {
    /** A company account's legal data (404 for a person). */
    entity: () =>
      queryOptions({
        queryKey: profileKeys.entity,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/entity`, companyProfileSchema, { signal }, http),
      }),
  };
}

/** The domain's calls for a component: `const profile = useProfileQueries();`. */
export const useProfileQueries = queriesHook(profileQueries);
