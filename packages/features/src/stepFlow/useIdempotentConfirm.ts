import { newIdempotencyKey } from '@portal/platform';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * The confirm of a money write (deposit, rescue, change of portfolio, new goal): one idempotency
 * key per order, kept in the flow's draft so a retry after a lost answer (or a reload) reuses it and
 * the server never acts twice; and one request at a time, decided at once (a double click's second
 * click lands before React has drawn the busy button, so the mutation's own state is too late); once
 * done it stays sent.
 */
export function useIdempotentConfirm<Result>(
  mutation: Pick<UseMutationResult<Result, Error, string>, 'mutate'>,
  draftKey: string | null | undefined,
  saveKey: (key: string) => void,
): () => void {
  const inFlight = useRef(false);
  return () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const key = draftKey ?? newIdempotencyKey();
    if (!draftKey) saveKey(key);
    mutation.mutate(key, {
      // Done, it stays sent: the flow moves to its receipt, and a double click's second click
      // that lands after the answer, before the receipt is drawn, must not order again.
      onError: () => {
        inFlight.current = false;
      },
    });
  };
}
