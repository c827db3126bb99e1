import type { LayoutName } from '@portal/features';
import type { FirstData } from '@portal/features/firstData';

/** docs/RULES.md#route-table route groups: pages anyone can open, and pages that need a signed-in client. */
export type RouteGroup = 'public' | 'signed-in';

/**
 * What a route asks before its page shows:
 * - `none`: nothing (public pages);
 * - `session`: a signed-in client (docs/RULES.md#roles-and-permissions), sent to sign in and brought back to the exact URL;
 * - `account`: also onboarding at step FOURTH or DONE (docs/RULES.md#onboarding-step, #roles-and-permissions), else the page says why not.
 */
export type RouteGuard = 'none' | 'session' | 'account';

/** The pages of the portal; each is its own chunk (routing/pages.ts). */
export type PageId =
  | 'register'
  | 'auth'
  | 'authLogin'
  | 'maintenance'
  | 'clear'
  | 'downloadApp'
  | 'confirmation'
  | 'validateci'
  | 'blog'
  | 'kyc'
  | 'companies'
  | 'contract'
  | 'rescue'
  | 'deposit'
  | 'scheduledDeposit'
  | 'changePortfolio'
  | 'onboarding'
  | 'scheduleAdvisor'
  | 'dashboard'
  | 'activities'
  | 'generalBalance'
  | 'referral'
  | 'entity'
  | 'entityActivate'
  | 'entityNew'
  | 'entityOnboarding'
  | 'goals'
  | 'goal'
  | 'goalNew'
  | 'goalStart'
  | 'insurances'
  | 'insurance'
  | 'discover'
  | 'pendingTransactions'
  | 'shortTermInvest'
  | 'dollarbox'
  | 'ibkr'
  | 'ibkrActivate'
  | 'advisor'
  | 'pricing'
  | 'profile'
  | 'redirectTo';

export interface PortalRoute {
  /** react-router path pattern. */
  path: string;
  group: RouteGroup;
  layout: LayoutName;
  guard: RouteGuard;
  page: PageId;
  /**
   * The queries its page needs before it can draw its main content (features' money/firstData.ts):
   * started at boot when it is the first page and when a link to it is pointed at or focused
   * (routing/firstData.ts); the early start sends the portfolio's history for these paths too
   * (earlyStartPlugin.ts writes them in).
   */
  firstData?: readonly FirstData[];
}

const publicPage = (path: string, page: PageId, layout: LayoutName = 'empty'): PortalRoute => ({
  path,
  group: 'public',
  layout,
  guard: 'none',
  page,
});
const signedIn = (
  path: string,
  page: PageId,
  layout: LayoutName,
  { guard = 'session', firstData }: { guard?: RouteGuard; firstData?: readonly FirstData[] } = {},
): PortalRoute => ({
  path,
  group: 'signed-in',
  layout,
  guard,
  page,
  ...(firstData ? { firstData } : {}),
});

/** Where unknown paths go (docs/RULES.md#route-table fallback). */
export const redirectToPath = '/redirect-to';

/**
 * Every route of docs/RULES.md#route-table in one table: its group, layout and guard. The root redirects to /dashboard
 * (routing/PortalRoutes.tsx); anything not listed goes to the redirect-to page.
 */
export const portalRoutes: readonly PortalRoute[] = [
  // Public, empty layout.
  publicPage('/register', 'register'),
  publicPage('/auth', 'auth'),
  // Where the browser lands after sign-in with the saved path in the fragment (docs/RULES.md#states-and-transitions).
  publicPage('/auth/login', 'authLogin'),
  publicPage('/maintenance', 'maintenance'),
  publicPage('/clear', 'clear'),
  publicPage('/download-app', 'downloadApp'),
  publicPage(redirectToPath, 'redirectTo'),
  // Public, step layout.
  publicPage('/confirmation', 'confirmation', 'bpstepsheader'),
  // Signed in, empty layout.
  signedIn('/validateci', 'validateci', 'empty'),
  signedIn('/blog', 'blog', 'empty'),
  signedIn('/kyc', 'kyc', 'empty'),
  signedIn('/companies', 'companies', 'empty'),
  // Signed in, step layout.
  signedIn('/contract', 'contract', 'bpstepsheader'),
  signedIn('/rescue', 'rescue', 'bpstepsheader'),
  signedIn('/rescue/:goalId', 'rescue', 'bpstepsheader'),
  signedIn('/deposit', 'deposit', 'bpstepsheader'),
  signedIn('/deposit/:goalId', 'deposit', 'bpstepsheader'),
  signedIn('/scheduled-deposit', 'scheduledDeposit', 'bpstepsheader'),
  signedIn('/scheduled-deposit/:goalId', 'scheduledDeposit', 'bpstepsheader'),
  signedIn('/change-portfolio', 'changePortfolio', 'bpstepsheader'),
  signedIn('/onboarding', 'onboarding', 'bpstepsheader'),
  signedIn('/schedule-advisor', 'scheduleAdvisor', 'bpstepsheader'),
  // The US brokerage's activation is a flow too (docs/RULES.md#us-brokerage-activation): close goes back to where it was opened.
  signedIn('/ibkr/activate', 'ibkrActivate', 'bpstepsheader'),
  // Signed in, main layout (the 17 routes of docs/RULES.md#main-layout and the paths under them).
  signedIn('/dashboard', 'dashboard', 'bp', {
    firstData: ['portfolioHistory', 'latestMovements', 'strategies'],
  }),
  signedIn('/dashboard/activities', 'activities', 'bp'),
  signedIn('/general-balance', 'generalBalance', 'bp'),
  signedIn('/referral', 'referral', 'bp'),
  signedIn('/entity', 'entity', 'bp'),
  signedIn('/entity/activate', 'entityActivate', 'bp'),
  signedIn('/entity/new', 'entityNew', 'bpstepsheader'),
  signedIn('/entity/onboarding/:step', 'entityOnboarding', 'bpstepsheader'),
  signedIn('/goals', 'goals', 'bp', { firstData: ['portfolioHistory'] }),
  signedIn('/goals/new', 'goalNew', 'bpstepsheader'),
  signedIn('/goals/start', 'goalStart', 'bpstepsheader'),
  signedIn('/goals/:goalId', 'goal', 'bp'),
  signedIn('/insurances', 'insurances', 'bp'),
  signedIn('/insurances/:insuranceId', 'insurance', 'bp'),
  signedIn('/discover', 'discover', 'bp'),
  signedIn('/pending-transaction-notifications', 'pendingTransactions', 'bp'),
  signedIn('/short-term-invest', 'shortTermInvest', 'bp'),
  signedIn('/short-term-invest-plus', 'shortTermInvest', 'bp'),
  signedIn('/short-term-invest-dollars', 'shortTermInvest', 'bp'),
  signedIn('/short-term-invest-dollars-plus', 'shortTermInvest', 'bp'),
  signedIn('/dollarbox', 'dollarbox', 'bp'),
  signedIn('/ibkr', 'ibkr', 'bp'),
  signedIn('/advisor', 'advisor', 'bp'),
  signedIn('/pricing', 'pricing', 'bp'),
  signedIn('/profile', 'profile', 'bp', { guard: 'account' }),
];
