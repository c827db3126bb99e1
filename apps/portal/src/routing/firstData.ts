import type { Api, User } from '@portal/platform';
import type { QueryClient } from '@tanstack/react-query';
import type { PortalRoute } from './routeTable.ts';

/**
 * Starts a route's first data (the route table's `firstData`) for this client: the money domain's
 * starter comes with its own small chunk, not with the first page's script. Nothing for a route
 * without first data.
 */
export async function startRouteData(
  route: PortalRoute,
  queryClient: QueryClient,
  api: Api,
  user: User,
): Promise<void> {
  if (!route.firstData?.length) return;
  const { startFirstData } = await import('@portal/features/firstData');
  startFirstData(route.firstData, { queryClient, api, user });
}

/**
 * On a link's intent (pointed at or focused): its route's first data, when the client is already
 * known (a signed-in page); never a call of its own for the client.
 */
export function startRouteDataOnIntent(route: PortalRoute, queryClient: QueryClient, api: Api): void {
  const user = queryClient.getQueryData(api.queries.currentUser().queryKey);
  if (user) void startRouteData(route, queryClient, api, user).catch(() => undefined);
}
