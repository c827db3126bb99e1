import { matchPath, matchRoutes } from 'react-router';
import { type PortalRoute, portalRoutes, redirectToPath } from './routeTable.ts';

export interface PortalRouteMatch {
  route: PortalRoute;
  params: Readonly<Record<string, string | undefined>>;
}

type RouteObject = { path: string; route: PortalRoute };

/** A path's first segment as matching reads it: decoded, and in any case (paths match in any case). */
function firstSegmentOf(path: string): string {
  const segment = path.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** A segment that is not matched as written: a parameter, a splat, or an optional one. */
const isDynamicSegment = (segment: string) =>
  segment.startsWith(':') || segment.startsWith('*') || segment.endsWith('?');

/**
 * The routes a path can match, by its first segment: the routes that begin with that very segment
 * and those that begin with a parameter (or a splat, or an optional segment), in the table's order.
 * react-router ranks a group as it ranks the whole table (by each pattern's score, then its place),
 * so the first match is the same; the group is a handful of routes where the table is fifty.
 */
const candidatesByFirstSegment = new Map<string, RouteObject[]>();
function candidatesFor(path: string): RouteObject[] {
  const first = firstSegmentOf(path);
  let candidates = candidatesByFirstSegment.get(first);
  if (!candidates) {
    candidates = portalRoutes
      .filter((route) => {
        // The table's own patterns are written plain (nothing to decode).
        const segment = (route.path.split('/')[1] ?? '').toLowerCase();
        return segment === first || isDynamicSegment(segment);
      })
      .map((route) => ({ path: route.path, route }));
    if (candidatesByFirstSegment.size >= 200) candidatesByFirstSegment.clear();
    candidatesByFirstSegment.set(first, candidates);
  }
  return candidates;
}

/** Routes already ranked, by the path's shape (a bounded few: the table's kinds of address). */
const routesByShape = new Map<string, PortalRoute | null>();
const redirectTo = portalRoutes.find((route) => route.path === redirectToPath) as PortalRoute;

/**
 * The table's route for a path, with react-router's own ranking (so /goals/new beats /goals/:goalId),
 * or null for a path the portal does not have. Paths are matched without the app's base.
 */
export function matchPortalRoute(pathname: string): PortalRouteMatch | null {
  // matchRoutes ranks and compiles every route it is given on every call, which a client with 60
  // goals paid 60 times over as the menu's links were matched (70 ms of a phone's CPU): the route
  // is ranked once per shape of address (an id is any id: /goals/4001 as /goals/0), among the
  // routes that share its first segment, and only the matched route's own pattern is read for the
  // parameters.
  const shape = pathname.replace(/\/\d+(?=\/|$)/g, '/0');
  let route = routesByShape.get(shape);
  if (route === undefined) {
    route = matchRoutes(candidatesFor(shape), shape)?.[0]?.route.route ?? null;
    if (routesByShape.size >= 200) routesByShape.clear();
    routesByShape.set(shape, route);
  }
  if (!route) return null;
  const match = matchPath({ path: route.path, end: true }, pathname);
  return match ? { route, params: match.params } : null;
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
