import { createContext } from 'react';

/**
 * "When the app is stable" (docs/RULES.md#constants-and-limits): the document has loaded, none of the app's requests is in
 * flight, and the browser is idle. Work that the first page does not need (preloading other routes,
 * the English fallback texts, registering the service worker) waits for it: started at the first
 * idle moment, it ran while the page was still waiting for the client's money, and its forty
 * requests queued in front of the page's own on a phone network.
 */
export interface SettleSignals {
  /** Calls `next` once the document has loaded; returns a cancel. */
  loaded: (next: () => void) => () => void;
  /** The app's requests in flight. */
  pending: { get(): number; subscribe(listener: () => void): () => void };
  /** Calls `next` when the browser is idle; returns a cancel. */
  idle: (next: () => void) => () => void;
}

/**
 * Calls `done` once the app has settled; returns a cancel. A request that starts while the browser
 * is getting idle puts the wait back until the app is quiet again.
 */
export function whenSettled(signals: SettleSignals, done: () => void): () => void {
  let state: 'loading' | 'waiting' | 'done' = 'loading';
  let cancelIdle: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;
  const finish = () => {
    state = 'done';
    unsubscribe?.();
    done();
  };
  const onChange = () => {
    if (state !== 'waiting') return;
    cancelIdle?.();
    cancelIdle = undefined;
    if (signals.pending.get() > 0) return;
    cancelIdle = signals.idle(() => {
      cancelIdle = undefined;
      if (state === 'waiting' && signals.pending.get() === 0) finish();
    });
  };
  const cancelLoaded = signals.loaded(() => {
    if (state !== 'loading') return;
    state = 'waiting';
    unsubscribe = signals.pending.subscribe(onChange);
    onChange();
  });
  return () => {
    if (state === 'done') return;
    state = 'done';
    cancelLoaded();
    cancelIdle?.();
    unsubscribe?.();
  };
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * The browser's signals, over the app's count of requests in flight. "Idle" is a quiet moment
 * (`quietMs` without a request starting: a page's calls come in waves, a render apart) followed by
 * the browser's idle callback (or `idleTimeoutMs`, whichever comes first).
 */
export function browserSettleSignals(
  pending: SettleSignals['pending'],
  { quietMs = 500, idleTimeoutMs = 2000 } = {},
): SettleSignals {
  const view = window as IdleWindow;
  return {
    loaded: (next) => {
      if (document.readyState === 'complete') {
        next();
        return () => undefined;
      }
      window.addEventListener('load', next, { once: true });
      return () => window.removeEventListener('load', next);
    },
    pending,
    idle: (next) => {
      let cancelIdle: () => void = () => undefined;
      const quiet = window.setTimeout(() => {
        if (view.requestIdleCallback && view.cancelIdleCallback) {
          const handle = view.requestIdleCallback(next, { timeout: idleTimeoutMs });
          cancelIdle = () => view.cancelIdleCallback?.(handle);
        } else next();
      }, quietMs);
      return () => {
        window.clearTimeout(quiet);
        cancelIdle();
      };
    },
  };
}

/** Runs `done` once the app has settled; returns a cancel. */
export type AfterSettled = (done: () => void) => () => void;

/** The app's own: the browser's signals over its count of requests in flight. */
export const afterAppSettled =
  (pending: SettleSignals['pending']): AfterSettled =>
  (done) =>
    whenSettled(browserSettleSignals(pending), done);

const noRequests: SettleSignals['pending'] = { get: () => 0, subscribe: () => () => undefined };

/** The root shell provides the app's own (over its requests in flight); alone, load and idle only. */
export const AfterSettledContext = createContext<AfterSettled>(afterAppSettled(noRequests));
