import { prefetchSideMenuSettings } from '@portal/features/SideMenu';
import { prefetchStartupData } from '@portal/features/StartupNotice';
import { type Api, nextTask } from '@portal/platform';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What the main layout reads for itself, asked as soon as its chunk arrives at boot (with the first
 * page's chunks), not when it has rendered: the start-up data of docs/RULES.md#product-calls, and the menu's and
 * footer's settings (dollar box, new items, the US invitation, the portal user config). The same
 * queries as the menu's and footer's, so they find them under way or done. In three turns, the
 * start-up data first: the nine calls started together were one task of about 28 ms (110 ms on a
 * phone's CPU), right after the first paint.
 */
export async function prefetchFrameData(
  { queryClient, api }: { queryClient: QueryClient; api: Api },
  turn: () => Promise<void> = nextTask,
): Promise<void> {
  prefetchStartupData(queryClient, api);
  await turn();
  prefetchSideMenuSettings(queryClient, api);
  await turn();
  // The footer's terms and code-of-conduct ids (PortalLayout).
  void queryClient.prefetchQuery(api.queries.portalUserConfig());
}
