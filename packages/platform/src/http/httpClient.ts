import { authHeaders, defaultTrackerRules, isTrackedRequest, type TrackerRules } from './requestRules.ts';

/** Counts requests in flight that should move the loading bar (SPEC §2: top loading bar). */
export interface RequestTracker {
  started(): void;
  finished(): void;
}

export interface HttpClientOptions {
  /** The stored access token, read at every request (it changes on renewal). */
  getAccessToken: () => string | null | undefined;
  /** The id an administrator acts as, if any. */
  getEnterAsId: () => string | null | undefined;
  tracker?: RequestTracker;
  trackerRules?: TrackerRules;
  fetchFn?: typeof fetch;
}

export type HttpFetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * fetch with the portal's request rules: bearer token, enter-as header, loading-bar tracking.
 * Responses, including HTTP errors, are passed on unchanged (SPEC §8).
 */
export function createHttpClient(options: HttpClientOptions): HttpFetch {
  const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(
      authHeaders(options.getAccessToken(), options.getEnterAsId()),
    )) {
      if (!headers.has(name)) headers.set(name, value);
    }
    const tracked =
      options.tracker !== undefined &&
      isTrackedRequest(input, { headers }, options.trackerRules ?? defaultTrackerRules);
    if (tracked) options.tracker?.started();
    try {
      return await fetchFn(input, { ...init, headers });
    } finally {
      if (tracked) options.tracker?.finished();
    }
  };
}

/** A tracker that keeps a count and tells a listener (the LoadingBar's `pendingCount`). */
export function createRequestCounter(
  onChange: (pending: number) => void,
): RequestTracker & { pending(): number } {
  let pending = 0;
  return {
    started() {
      pending += 1;
      onChange(pending);
    },
    finished() {
      pending = Math.max(0, pending - 1);
      onChange(pending);
    },
    pending: () => pending,
  };
}
