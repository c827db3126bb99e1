import { createRequestCounter } from '@portal/platform';
import { useSyncExternalStore } from 'react';

/**
 * The number of tracked requests in flight, for the top loading bar and for knowing
 * when the app has settled. `hold` counts other work the same way until it ends: the first page's
 * code and the start of its data, at boot. (The client's call could answer while the page's chunk
 * was still arriving on a busy machine; nothing was in flight, the app counted as settled, and the
 * English texts and other pages' code went out in front of the page's own calls.)
 */
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
    /** Counts `work` as in flight until it has ended, however it ends. */
    hold: (work: Promise<unknown>) => {
      tracker.started();
      const done = () => tracker.finished();
      void work.then(done, done);
    },
  };
}
export type PendingRequests = ReturnType<typeof createPendingRequests>;

/**
 * Whether any tracked request is in flight: what the loading bar shows. Not the count, so the frame
 * re-renders when the first request starts and the last one ends, not at each of the dozens of
 * calls between (at boot they came one render each).
 */
export function useAnyPending(store: PendingRequests): boolean {
  const anyPending = () => store.get() > 0;
  return useSyncExternalStore(store.subscribe, anyPending, anyPending);
}
