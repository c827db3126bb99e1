import { routeTexts } from '@portal/features/texts';
import { loadTexts, useApi } from '@portal/platform';
import { overlayPreloadTasks } from '@portal/ui/LazyOverlay';
import { useQueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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

/** What a route needs before it draws: its page's chunk, and its domain's texts (docs/TEXTS.md). */
function routePreloads(route: PortalRoute, instance: i18n): (() => Promise<unknown>)[] {
  return [() => pages[route.page].preload(), () => loadTexts(instance, routeTexts(route.domain))];
}

/** A route's preloads all at once (on intent: the click may come next). */
function preloadRoute(route: PortalRoute, instance: i18n): Promise<unknown> {
  return Promise.all(routePreloads(route, instance).map((preload) => preload()));
}

/**
 * docs/RULES.md#constants-and-limits "preloads routes": a page's chunk, its domain's texts and its route's first data
 * (routeTable.ts `firstData`) start loading when a link to it is hovered or focused (intent), and, once the app has settled (its page and data are in, appSettled.ts), the code of
 * the menus and popovers on screen (ui's lazyOverlay), then the chunks of the links on screen (the
 * side menu's): never in front of the first page's own requests.
 * Failures are ignored here: the click loads the page again and shows its own error.
 */
export function usePreloadOnIntent() {
  const afterSettled = useContext(AfterSettledContext);
  const queryClient = useQueryClient();
  const api = useApi();
  const { i18n: instance } = useTranslation();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const route = routeFor(event.target);
      if (!route) return;
      void preloadRoute(route, instance).catch(() => {});
      startRouteDataOnIntent(route, queryClient, api);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    let cancelIdleWork = () => {};
    const preloadVisibleLinks = () => {
      const routes = new Set<PortalRoute>();
      for (const anchor of document.querySelectorAll('nav a[href]')) {
        const route = routeFor(anchor);
        if (route) routes.add(route);
      }
      // In idle time, a few at a time: a tap on the menu is never waiting behind them. Each
      // overlay's code, each page's chunk and each domain's texts is a task of its own (together
      // they were tasks of 8 to 16 ms).
      cancelIdleWork = runWhenIdle([
        ...overlayPreloadTasks(),
        ...[...routes].flatMap((route) =>
          routePreloads(route, instance).map((preload) => () => void preload().catch(() => {})),
        ),
      ]);
    };
    const cancelPreload = afterSettled(preloadVisibleLinks);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      cancelPreload();
      cancelIdleWork();
    };
  }, [afterSettled, queryClient, api, instance]);
}
