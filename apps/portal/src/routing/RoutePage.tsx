import { routeTexts } from '@portal/features/texts';
import { useTexts } from '@portal/platform';
import { pages } from './pages.ts';
import type { PortalRoute } from './routeTable.ts';

/**
 * A route's page, drawn once its domain's texts are in (docs/TEXTS.md): they load beside the page's
 * chunk, neither waiting for the other. A text file that cannot load fails the page alone, with its
 * retry (PageErrorBoundary).
 */
export function RoutePage({ route }: { route: PortalRoute }) {
  const { Component, preload } = pages[route.page];
  void preload().catch(() => undefined);
  useTexts(routeTexts(route.domain));
  return <Component />;
}
