import {
  advisorContract,
  callEndpoint,
  type MeetingMode,
  queriesHook,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the advisor (the slots sit under the advisor's key: refreshing one refreshes both). */
export const advisorKeys = {
  advisor: ['client', 'advisor'] as const,
  slots: ['client', 'advisor', 'slots'] as const,
};

/** queryOptions of the advisor's calls (contracts/advisor.ts). */
export function advisorQueries(transport: Transport) {
  return {
    advisor: () =>
      queryOptions({
        queryKey: advisorKeys.advisor,
        queryFn: ({ signal }) => callEndpoint(transport, advisorContract.advisor, {}, { signal }),
      }),
    /** The free half hours with the advisor over the next two weeks (Chile wall time). */
    slots: () =>
      queryOptions({
        queryKey: advisorKeys.slots,
        queryFn: ({ signal }) => callEndpoint(transport, advisorContract.slots, {}, { signal }),
        staleTime: 0,
      }),
  };
}

/**
 * POST api/advisor/meetings: books a free half hour, once per Idempotency-Key (a retry of the same
 * choice answers the meeting already booked); 409 when the time was taken meanwhile.
 */
export function bookMeeting(
  transport: Transport,
  request: { start: string; mode: MeetingMode; topic: string },
  idempotencyKey: string,
) {
  return callEndpoint(
    transport,
    advisorContract.book,
    { body: request },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** The domain's calls for a component: `const advisor = useAdvisorQueries();`. */
export const useAdvisorQueries = queriesHook(advisorQueries);
