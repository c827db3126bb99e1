import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { HttpError, InvalidResponseError } from '../http/fetchJson.ts';
import { RequestTimeoutError } from '../http/httpClient.ts';

/**
 * Client errors (4xx) and answers that break the contract will not change on a retry, and a read
 * that timed out has already made the client wait 10 s; server and network errors get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof InvalidResponseError || error instanceof RequestTimeoutError) return false;
  return failureCount < 2;
}

export interface QueryClientOptions {
  /** A read that failed for good (after its retries): the boot logs the current user's (docs/RULES.md#error-texts). */
  onError?: (error: unknown, queryKey: QueryKey) => void;
}

export function createQueryClient({ onError }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError?.(error, query.queryKey) }),
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
