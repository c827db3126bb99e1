import { useApi } from '@portal/platform';
import { preloadOverlays } from '@portal/ui/LazyOverlay';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { AfterSettledContext } from '../shell/appSettled.ts';
import { runWhenIdle } from '../shell/idleTasks.ts';
import { startRouteDataOnIntent } from './firstData.ts';
import { matchPortalRoute } from './matchPortalRoute.ts';
import { pages } from './pages.ts';
import type { PortalRoute } from './routeTable.ts';

/** The route a same-site link leads to, if the portal has it. */
function routeFor(element: EventTarget | null): PortalRoute | null {
  const anchor = element instanceof Element ? element.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return null;
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const path = anchor.pathname.startsWith(base) ? anchor.pathname.slice(base.length) || '/' : anchor.pathname;
  return matchPortalRoute(path)?.route ?? null;
}

/** The page chunk a same-site link leads to, if the portal has that page. */
function preloadFor(element: EventTarget | null): (() => Promise<unknown>) | null {
  const route = routeFor(element);
  return route ? pages[route.page].preload : null;
}

/**
 * docs/RULES.md#constants-and-limits "preloads routes": a page's chunk and its route's first data
 * (routeTable.ts `firstData`) start loading when a link to it is hovered or focused (intent), and, once the app has settled (its page and data are in, appSettled.ts), the code of
 * the menus and popovers on screen (ui's lazyOverlay), then the chunks of the links on screen (the
 * side menu's): never in front of the first page's own requests.
 * Failures are ignored here: the click loads the page again and shows its own error.
 */
export function usePreloadOnIntent() {
  const afterSettled = useContext(AfterSettledContext);
  const queryClient = useQueryClient();
  const api = useApi();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const route = routeFor(event.target);
      if (!route) return;
      void pages[route.page].preload().catch(() => {});
      startRouteDataOnIntent(route, queryClient, api);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    let cancelIdleWork = () => {};
    const preloadVisibleLinks = () => {
      const preloads = new Set<() => Promise<unknown>>();
      for (const anchor of document.querySelectorAll('nav a[href]')) {
        const preload = preloadFor(anchor);
        if (preload) preloads.add(preload);
      }
      // One at a time, in idle time: a tap on the menu is never waiting behind them.
      cancelIdleWork = runWhenIdle([
        () => void preloadOverlays(),
        ...[...preloads].map((preload) => () => void preload().catch(() => {})),
      ]);
    };
    const cancelPreload = afterSettled(preloadVisibleLinks);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      cancelPreload();
      cancelIdleWork();
    };
  }, [afterSettled, queryClient, api]);
}
