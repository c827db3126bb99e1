import { authHeaders, defaultTrackerRules, isTrackedRequest, type TrackerRules } from './requestRules.ts';

/** Counts requests in flight that should move the loading bar (docs/RULES.md#main-layout: top loading bar). */
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
  /**
   * A read (GET/HEAD) whose answer has not begun (no status and headers) after this many ms is given
   * up with a RequestTimeoutError (default 10 s). Once it has begun, its body is read to the end,
   * however slowly it comes: a statement on a slow mobile link is not cut half-way. Writes are never
   * cut short: an upload on a slow phone may take longer, and giving up would not say whether it
   * happened. 0 turns the limit off.
   */
  readTimeoutMs?: number;
  /**
   * Told when the API refuses the token a request carried (HTTP 401), with that token: the session
   * renews it or ends. The response is still passed on unchanged.
   */
  onUnauthorized?: (tokenUsed: string | null) => void;
}

/** How long a read may take before the portal gives up and says so (docs/RULES.md#constants-and-limits's 10 s). */
export const defaultReadTimeoutMs = 10_000;

/** A read that did not answer in time. Not retried: the client has already waited. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`No answer from ${url} within ${timeoutMs} ms`);
  }
}

function isRead(init: RequestInit): boolean {
  const method = (init.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD';
}

export type HttpFetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * fetch with the portal's request rules: bearer token, enter-as header, loading-bar tracking.
 * Responses, including HTTP errors, are passed on unchanged (docs/RULES.md#error-texts).
 */
export function createHttpClient(options: HttpClientOptions): HttpFetch {
  const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    const token = options.getAccessToken() ?? null;
    for (const [name, value] of Object.entries(authHeaders(token, options.getEnterAsId()))) {
      if (!headers.has(name)) headers.set(name, value);
    }
    const tracked =
      options.tracker !== undefined &&
      isTrackedRequest(input, { headers }, options.trackerRules ?? defaultTrackerRules);
    const timeoutMs = options.readTimeoutMs ?? defaultReadTimeoutMs;
    // The limit covers waiting for the answer to begin: the timer stops when the headers arrive.
    const timeout = timeoutMs > 0 && isRead(init) ? new AbortController() : undefined;
    const timer = timeout ? setTimeout(() => timeout.abort(), timeoutMs) : undefined;
    const signal =
      timeout && init.signal
        ? AbortSignal.any([init.signal, timeout.signal])
        : (timeout?.signal ?? init.signal);
    if (tracked) options.tracker?.started();
    try {
      const response = await fetchFn(input, { ...init, headers, ...(signal ? { signal } : {}) });
      if (response.status === 401) options.onUnauthorized?.(token);
      return response;
    } catch (error) {
      // The caller's own cancellation (a query no longer wanted) stays an AbortError.
      if (timeout?.signal.aborted && !init.signal?.aborted) throw new RequestTimeoutError(input, timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
      if (tracked) options.tracker?.finished();
    }
  };
}

/** A tracker that keeps a count and tells a listener (the LoadingBar's `busy`). */
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
