import type { LayoutName } from '@portal/features';
import type { FirstData } from '@portal/features/firstData';
import type { Domain } from '@portal/features/texts';

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
   * The domain its page belongs to: its texts (features' texts.ts `domainTexts`) load with the
   * page's chunk, at boot, on a link's intent and when the page is drawn (docs/TEXTS.md).
   */
  domain: Domain;
  /**
   * The queries its page needs before it can draw its main content (features' money/firstData.ts):
   * started at boot when it is the first page and when a link to it is pointed at or focused
   * (routing/firstData.ts); the early start sends the portfolio's history for these paths too
   * (earlyStartPlugin.ts writes them in).
   */
  firstData?: readonly FirstData[];
}

const publicPage = (
  path: string,
  page: PageId,
  domain: Domain,
  layout: LayoutName = 'empty',
): PortalRoute => ({
  path,
  group: 'public',
  layout,
  guard: 'none',
  page,
  domain,
});
const signedIn = (
  path: string,
  page: PageId,
  domain: Domain,
  layout: LayoutName,
  { guard = 'session', firstData }: { guard?: RouteGuard; firstData?: readonly FirstData[] } = {},
): PortalRoute => ({
  path,
  group: 'signed-in',
  layout,
  guard,
  page,
  domain,
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
  publicPage('/register', 'register', 'onboarding'),
  publicPage('/auth', 'auth', 'shell'),
  // Where the browser lands after sign-in with the saved path in the fragment (docs/RULES.md#states-and-transitions).
  publicPage('/auth/login', 'authLogin', 'shell'),
  publicPage('/maintenance', 'maintenance', 'maintenance'),
  publicPage('/clear', 'clear', 'shell'),
  publicPage('/download-app', 'downloadApp', 'shell'),
  publicPage(redirectToPath, 'redirectTo', 'shell'),
  // Public, step layout.
  publicPage('/confirmation', 'confirmation', 'onboarding', 'bpstepsheader'),
  // Signed in, empty layout.
  signedIn('/validateci', 'validateci', 'onboarding', 'empty'),
  signedIn('/blog', 'blog', 'products', 'empty'),
  signedIn('/kyc', 'kyc', 'onboarding', 'empty'),
  signedIn('/companies', 'companies', 'onboarding', 'empty'),
  // Signed in, step layout.
  signedIn('/contract', 'contract', 'onboarding', 'bpstepsheader'),
  signedIn('/rescue', 'rescue', 'goals', 'bpstepsheader'),
  signedIn('/rescue/:goalId', 'rescue', 'goals', 'bpstepsheader'),
  signedIn('/deposit', 'deposit', 'goals', 'bpstepsheader'),
  signedIn('/deposit/:goalId', 'deposit', 'goals', 'bpstepsheader'),
  signedIn('/scheduled-deposit', 'scheduledDeposit', 'goals', 'bpstepsheader'),
  signedIn('/scheduled-deposit/:goalId', 'scheduledDeposit', 'goals', 'bpstepsheader'),
  signedIn('/change-portfolio', 'changePortfolio', 'goals', 'bpstepsheader'),
  signedIn('/onboarding', 'onboarding', 'onboarding', 'bpstepsheader'),
  signedIn('/schedule-advisor', 'scheduleAdvisor', 'advisor', 'bpstepsheader'),
  // The US brokerage's activation is a flow too (docs/RULES.md#us-brokerage-activation): close goes back to where it was opened.
  signedIn('/ibkr/activate', 'ibkrActivate', 'products', 'bpstepsheader'),
  // Signed in, main layout (the 17 routes of docs/RULES.md#main-layout and the paths under them).
  signedIn('/dashboard', 'dashboard', 'dashboard', 'bp', {
    firstData: ['portfolioHistory', 'latestMovements', 'strategies'],
  }),
  signedIn('/dashboard/activities', 'activities', 'money', 'bp'),
  signedIn('/general-balance', 'generalBalance', 'money', 'bp'),
  signedIn('/referral', 'referral', 'referral', 'bp'),
  signedIn('/entity', 'entity', 'onboarding', 'bp'),
  signedIn('/entity/activate', 'entityActivate', 'onboarding', 'bp'),
  signedIn('/entity/new', 'entityNew', 'onboarding', 'bpstepsheader'),
  signedIn('/entity/onboarding/:step', 'entityOnboarding', 'onboarding', 'bpstepsheader'),
  signedIn('/goals', 'goals', 'goals', 'bp', { firstData: ['portfolioHistory'] }),
  signedIn('/goals/new', 'goalNew', 'goals', 'bpstepsheader'),
  signedIn('/goals/start', 'goalStart', 'goals', 'bpstepsheader'),
  signedIn('/goals/:goalId', 'goal', 'goals', 'bp'),
  signedIn('/insurances', 'insurances', 'insurance', 'bp'),
  signedIn('/insurances/:insuranceId', 'insurance', 'insurance', 'bp'),
  signedIn('/discover', 'discover', 'products', 'bp'),
  signedIn('/pending-transaction-notifications', 'pendingTransactions', 'money', 'bp'),
  signedIn('/short-term-invest', 'shortTermInvest', 'goals', 'bp'),
  signedIn('/short-term-invest-plus', 'shortTermInvest', 'goals', 'bp'),
  signedIn('/short-term-invest-dollars', 'shortTermInvest', 'goals', 'bp'),
  signedIn('/short-term-invest-dollars-plus', 'shortTermInvest', 'goals', 'bp'),
  signedIn('/dollarbox', 'dollarbox', 'goals', 'bp'),
  signedIn('/ibkr', 'ibkr', 'products', 'bp'),
  signedIn('/advisor', 'advisor', 'advisor', 'bp'),
  signedIn('/pricing', 'pricing', 'products', 'bp'),
  signedIn('/profile', 'profile', 'profile', 'bp', { guard: 'account' }),
];
