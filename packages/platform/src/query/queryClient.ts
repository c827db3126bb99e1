import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../http/fetchJson.ts';

/** Client errors (4xx) will not change on a retry; server and network errors get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
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
