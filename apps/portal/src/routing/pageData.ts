import type { Api, User } from '@portal/platform';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page may ask for before it renders, once the signed-in client is known: a page module
 * exports it as `prefetchData`, and boot starts it when that page is the first (prefetchPageData).
 */
export type PageDataPrefetch = (context: { queryClient: QueryClient; api: Api; user: User }) => void;
