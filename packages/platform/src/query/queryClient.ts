import { QueryClient } from '@tanstack/react-query';
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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
