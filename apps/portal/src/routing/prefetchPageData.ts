import type { Api } from '@portal/platform';
import type { QueryClient } from '@tanstack/react-query';
import { frameRouteFor } from './matchPortalRoute.ts';
import { pages } from './pages.ts';

/**
 * The first page's own calls, started as soon as its chunk and the client are there, instead of
 * after its frame, guard and status have rendered it (the dashboard's histories start about a round
 * trip and a render earlier). The same query options as the page's, so the page finds them under
 * way or done. A failure here is left to the page, which shows and retries it.
 */
export async function prefetchPageData(pathname: string, queryClient: QueryClient, api: Api): Promise<void> {
  try {
    const page = await pages[frameRouteFor(pathname).page].preload();
    if (!page.prefetchData) return;
    const user = await queryClient.fetchQuery(api.queries.currentUser());
    page.prefetchData({ queryClient, api, user });
  } catch {
    // The page asks again and says what failed.
  }
}
