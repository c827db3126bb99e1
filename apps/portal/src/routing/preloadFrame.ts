import { resolveLayout } from '@portal/features';
import { frames } from './frameModules.ts';
import { frameRouteFor } from './matchPortalRoute.ts';
import { pages } from './pages.ts';

/**
 * The chunks the first page needs (its guard, its layout's frame and the page), started at boot,
 * before the config, translations and session are known: the browser fetches them while those
 * arrive instead of after (docs/RULES.md#constants-and-limits performance). The same loaders the routes use (frameModules.ts),
 * so each module is fetched once, and a frame that has arrived draws in the first render. Failures
 * are left to the route, which shows its own error.
 */
export function preloadFrameFor(pathname: string, search: string): Promise<unknown> {
  const route = frameRouteFor(pathname);
  const layout = resolveLayout(route.layout, search);
  const loads: Promise<unknown>[] = [pages[route.page].preload()];
  if (route.guard !== 'none') loads.push(frames.guardedArea.preload());
  if (route.guard === 'account') loads.push(frames.accountGate.preload());
  if (layout === 'bp') loads.push(frames.mainFrame.preload());
  if (layout === 'bpstepsheader') loads.push(frames.stepFrame.preload());
  if (layout === 'empty') loads.push(frames.emptyFrame.preload());
  return Promise.all(loads).catch(() => undefined);
}
