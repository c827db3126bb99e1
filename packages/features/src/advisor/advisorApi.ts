import {
  advisorResponseSchema,
  fetchJson,
  meetingSlotsSchema,
  queriesHook,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the advisor (the slots sit under the advisor's key: refreshing one refreshes both). */
export const advisorKeys = {
  advisor: ['client', 'advisor'] as const,
  slots: ['client', 'advisor', 'slots'] as const,
};

/** queryOptions of the advisor's calls (schemas/client.ts). */
export function advisorQueries({ apiBase, http }: Transport) {
  return {
    advisor: () =>
      queryOptions({
        queryKey: advisorKeys.advisor,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/advisor`, advisorResponseSchema, { signal }, http),
      }),
    /** The free half hours with the advisor over the next two weeks (Chile wall time). */
    slots: () =>
      queryOptions({
        queryKey: advisorKeys.slots,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/advisor/slots`, meetingSlotsSchema, { signal }, http),
        staleTime: 0,
      }),
  };
}

/** The domain's calls for a component: `const advisor = useAdvisorQueries();`. */
export const useAdvisorQueries = queriesHook(advisorQueries);
