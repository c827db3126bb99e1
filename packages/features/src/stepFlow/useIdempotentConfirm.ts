import type { UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * The confirm of a write that must happen once (an order, a booking): the key its content was given
 * (`keyForOrder`, kept by the caller so a retry, a reload or a Back and Continue with the same
 * content reuses it and the server never acts twice); and one request at a time, decided at once (a
 * double click's second click lands before React has drawn the busy button, so the mutation's own
 * state is too late); once done it stays sent.
 */
export function useIdempotentConfirm<Result>(
  mutation: Pick<UseMutationResult<Result, Error, string>, 'mutate'>,
  keyOfOrder: () => string,
): () => void {
  const inFlight = useRef(false);
  return () => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(keyOfOrder(), {
      // Done, it stays sent: the flow moves to its receipt, and a double click's second click
      // that lands after the answer, before the receipt is drawn, must not order again.
      onError: () => {
        inFlight.current = false;
      },
    });
  };
}
