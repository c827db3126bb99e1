import { createRequestCounter } from '@portal/platform';
import { useSyncExternalStore } from 'react';

/** The number of tracked requests in flight, for the top loading bar (SPEC §2, §7). */
export function createPendingRequests() {
  let pending = 0;
  const listeners = new Set<() => void>();
  const tracker = createRequestCounter((count) => {
    pending = count;
    for (const listener of listeners) listener();
  });
  return {
    tracker,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => pending,
  };
}
export type PendingRequests = ReturnType<typeof createPendingRequests>;

export function usePendingRequests(store: PendingRequests): number {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
