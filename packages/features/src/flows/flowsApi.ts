import { type Api, depositOptionsSchema, depositReceiptSchema, fetchJson } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the money flows. */
export const flowKeys = {
  depositOptions: (goalId: string | number) => ['flows', 'deposit-options', String(goalId)] as const,
};

type Transport = Pick<Api, 'apiBase' | 'http'>;

/** queryOptions and writes of the money flows (our contract: @portal/platform schemas/flows.ts). */
export function flowQueries({ apiBase, http }: Transport) {
  const goalPath = (goalId: string | number) => `${apiBase}api/goals/${encodeURIComponent(String(goalId))}`;
  return {
    /** The limits, cut-off and bank account of a deposit to a goal. */
    depositOptions: (goalId: string | number) =>
      queryOptions({
        queryKey: flowKeys.depositOptions(goalId),
        queryFn: ({ signal }) =>
          fetchJson(`${goalPath(goalId)}/deposit-options`, depositOptionsSchema, { signal }, http),
      }),
    /**
     * Places a deposit order. The key makes it safe to send again after a failure: the server
     * answers the first result and never moves the money twice.
     */
    createDeposit: (request: { goalId: string | number; amount: number; idempotencyKey: string }) =>
      fetchJson(
        `${goalPath(request.goalId)}/deposits`,
        depositReceiptSchema,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': request.idempotencyKey },
          body: JSON.stringify({ amount: request.amount }),
        },
        http,
      ),
  };
}
