/** The three layouts of docs/RULES.md#routes-and-layouts: empty, step header ("bpstepsheader") and the main app ("bp"). */
export const layouts = ['empty', 'bpstepsheader', 'bp'] as const;
export type LayoutName = (typeof layouts)[number];

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (layouts as readonly string[]).includes(value);
}

/**
 * docs/RULES.md#routes-and-layouts: the layout comes from the route's data; a valid `layout` query parameter overrides it.
 * Anything else in the parameter (a typo, an attack) is ignored.
 */
export function resolveLayout(routeLayout: LayoutName, search = ''): LayoutName {
  const override = new URLSearchParams(search).get('layout');
  return isLayoutName(override) ? override : routeLayout;
}
