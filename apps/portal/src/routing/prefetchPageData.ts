import { resolveLayout } from '@portal/features';
import type { Api } from '@portal/platform';
import type { QueryClient } from '@tanstack/react-query';
import { startRouteData } from './firstData.ts';
import { frames } from './frameModules.ts';
import { frameRouteFor } from './matchPortalRoute.ts';
import { pages } from './pages.ts';

/**
 * The first page's own calls (its route's first data, routeTable.ts), started as soon as the client
 * is there, beside the page's chunk, instead of after its frame, guard and status have rendered it
 * (the dashboard's histories start about a round trip and a render earlier); and the code the page
 * draws with its first data (`preloadCode`). The same query options as the page's, so the page
 * finds them under way or done. A failure here is left to the page, which shows and retries it.
 */
export async function prefetchPageData(pathname: string, queryClient: QueryClient, api: Api): Promise<void> {
  const route = frameRouteFor(pathname);
  try {
    await Promise.all([
      pages[route.page].preload().then((page) => page.preloadCode?.()),
      route.firstData
        ? queryClient
            .fetchQuery(api.queries.currentUser())
            .then((user) => startRouteData(route, queryClient, api, user))
        : null,
    ]);
  } catch {
    // The page asks again and says what failed.
  }
}

/**
 * The main layout's own calls (its start-up data and settings), when the first page is in it: started
 * once its chunk is here, which boot has already asked for (preloadFrame.ts). A failure is left to
 * the layout, which names what failed and retries it.
 */
export async function prefetchFrameData(
  pathname: string,
  search: string,
  queryClient: QueryClient,
  api: Api,
): Promise<void> {
  const route = frameRouteFor(pathname);
  if (route.guard === 'none' || resolveLayout(route.layout, search) !== 'bp') return;
  try {
    await (await frames.mainFrame.preload()).prefetchFrameData({ queryClient, api });
  } catch {
    // The layout asks again and says what failed.
  }
}
