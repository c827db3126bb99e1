/** The three layouts of SPEC §2. */
export const layouts = ['empty', 'bpstepsheader', 'bp'] as const;
export type LayoutName = (typeof layouts)[number];

/** Route groups of SPEC §2: the first path segment decides the layout. */
const routeLayouts: Record<string, LayoutName> = {
  // public, empty
  register: 'empty',
  auth: 'empty',
  maintenance: 'empty',
  clear: 'empty',
  'download-app': 'empty',
  // public, step header
  confirmation: 'bpstepsheader',
  // signed in, empty
  validateci: 'empty',
  blog: 'empty',
  kyc: 'empty',
  companies: 'empty',
  // signed in, step header
  contract: 'bpstepsheader',
  rescue: 'bpstepsheader',
  deposit: 'bpstepsheader',
  'change-portfolio': 'bpstepsheader',
  onboarding: 'bpstepsheader',
  'schedule-advisor': 'bpstepsheader',
};

/** Signed-in pages with the main layout (side menu): SPEC §2. */
export const mainLayoutRoutes = [
  'dashboard',
  'general-balance',
  'referral',
  'entity',
  'goals',
  'insurances',
  'discover',
  'pending-transaction-notifications',
  'short-term-invest',
  'short-term-invest-plus',
  'short-term-invest-dollars',
  'short-term-invest-dollars-plus',
  'dollarbox',
  'ibkr',
  'advisor',
  'pricing',
  'profile',
] as const;

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (layouts as readonly string[]).includes(value);
}

/**
 * The layout of a page: from the route's data, overridden by a valid `layout` query parameter.
 * Some flows are step pages with their own paths under a main-layout group (/goals/new, /entity/new,
 * /entity/onboarding/..): those get the step header.
 */
export function layoutFor(pathname: string, search = ''): LayoutName {
  const override = new URLSearchParams(search).get('layout');
  if (isLayoutName(override)) return override;
  const [first, second] = pathname.split('/').filter(Boolean);
  if (!first) return 'bp';
  if (
    (first === 'goals' && (second === 'new' || second === 'start')) ||
    (first === 'entity' && (second === 'new' || second === 'onboarding'))
  )
    return 'bpstepsheader';
  return routeLayouts[first] ?? 'bp';
}
