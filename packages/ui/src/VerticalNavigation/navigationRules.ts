import { breakpoints } from '../tokens/scales.ts';
import type { NavigationItem, NavigationMode } from './navigationTypes.ts';

/** The href of an item: link, query parameters and fragment. */
export function itemHref(
  item: Pick<NavigationItem, 'link' | 'queryParams' | 'fragment'>,
): string | undefined {
  if (!item.link) return undefined;
  const query =
    item.queryParams && Object.keys(item.queryParams).length
      ? `?${new URLSearchParams(item.queryParams)}`
      : '';
  return `${item.link}${query}${item.fragment ? `#${item.fragment}` : ''}`;
}

/** Exact or prefix matching of the current path against the item's link. */
export function isItemActive(
  item: Pick<NavigationItem, 'link' | 'exactMatch' | 'externalLink'>,
  currentPath: string,
): boolean {
  if (!item.link || item.externalLink) return false;
  const path = currentPath.split(/[?#]/)[0] ?? '';
  const link = item.link.replace(/\/$/, '') || '/';
  if (item.exactMatch || link === '/') return path === link || path === `${link}/`;
  return path === link || path.startsWith(`${link}/`);
}

export function hasActiveDescendant(item: NavigationItem, currentPath: string): boolean {
  return (item.children ?? []).some(
    (child) => !child.hidden && (isItemActive(child, currentPath) || hasActiveDescendant(child, currentPath)),
  );
}

/** Collapsables that open by themselves: those holding the active page. */
export function expandedForPath(items: readonly NavigationItem[], currentPath: string): Set<string> {
  const open = new Set<string>();
  const visit = (list: readonly NavigationItem[]) => {
    for (const item of list) {
      if (item.type === 'collapsable' && hasActiveDescendant(item, currentPath)) open.add(item.id);
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return open;
}

/** Toggles a collapsable; opening one closes its siblings (auto-collapse). */
export function toggleCollapsable(
  expanded: ReadonlySet<string>,
  item: NavigationItem,
  siblings: readonly NavigationItem[],
): Set<string> {
  const next = new Set(expanded);
  if (next.has(item.id)) {
    next.delete(item.id);
    return next;
  }
  for (const sibling of siblings) if (sibling.id !== item.id) next.delete(sibling.id);
  next.add(item.id);
  return next;
}

/** docs/RULES.md#side-menu-mode: over mode below md (960 px), side mode from md up. */
export function navigationModeFor(viewportWidth: number): NavigationMode {
  return viewportWidth < breakpoints.md ? 'over' : 'side';
}

/** docs/RULES.md#menus: menu items added once data loaded fade in 150 ms later, on first load. */
export const navigationFadeInDelayMs = 150;
