import { matchRoutes } from 'react-router';
import { type PortalRoute, portalRoutes, redirectToPath } from './routeTable.ts';

export interface PortalRouteMatch {
  route: PortalRoute;
  params: Readonly<Record<string, string | undefined>>;
}

const routeObjects = portalRoutes.map((route) => ({ path: route.path, route }));
/** Matches already made, by path (a bounded few: the paths of the portal's links and addresses). */
const matches = new Map<string, PortalRouteMatch | null>();
const redirectTo = portalRoutes.find((route) => route.path === redirectToPath) as PortalRoute;

/**
 * The table's route for a path, with react-router's own ranking (so /goals/new beats /goals/:goalId),
 * or null for a path the portal does not have. Paths are matched without the app's base.
 */
export function matchPortalRoute(pathname: string): PortalRouteMatch | null {
  let known = matches.get(pathname);
  if (known === undefined) {
    // matchRoutes ranks the whole table on every call: once per path is enough (the side menu's
    // thirty links are matched when their pages preload).
    const [match] = matchRoutes(routeObjects, pathname) ?? [];
    known = match ? { route: match.route.route, params: match.params } : null;
    if (matches.size >= 200) matches.clear();
    matches.set(pathname, known);
  }
  return known;
}

/** docs/RULES.md#route-table: the root path redirects to the dashboard. */
export const rootRedirect = '/dashboard';

/**
 * The route that decides the frame of a path: its own; the dashboard's for the root, which
 * redirects there; redirect-to's for an unknown path.
 */
export function frameRouteFor(pathname: string): PortalRoute {
  return matchPortalRoute(pathname === '/' ? rootRedirect : pathname)?.route ?? redirectTo;
}

/**
 * Whether a path opens without sign-in: the public groups of docs/RULES.md#routes-and-layouts, and unknown paths (their
 * redirect-to page needs no session to say the page does not exist).
 */
export function isPublicPath(pathname: string): boolean {
  return frameRouteFor(pathname).group === 'public';
}
