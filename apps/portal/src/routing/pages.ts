import { preloadable } from '@portal/platform';
import type { ComponentType } from 'react';
import type { PageId } from './routeTable.ts';

interface PageModule {
  default: ComponentType;
  /**
   * Code the page loads lazily but draws with its first data (the dashboard's chart), started at
   * boot with the page's own chunk when it is the first page, not once its data is known.
   */
  preloadCode?: () => void;
}

export interface LazyPage {
  /** The page: drawn at once when its chunk is already here (preloaded), through Suspense otherwise. */
  Component: ComponentType;
  /** Starts loading the page's chunk (boot, idle time, or a hover or focus on a link to it). */
  preload: () => Promise<PageModule>;
}

const lazyPage = (load: () => Promise<PageModule>): LazyPage => preloadable(load, (module) => module.default);

/** Each page is its own chunk (docs/RULES.md#constants-and-limits: routes preload; issue: no route chunk over 25 KB gzip). */
export const pages: Record<PageId, LazyPage> = {
  register: lazyPage(() => import('../pages/RegisterPage.tsx')),
  auth: lazyPage(() => import('../pages/AuthPage.tsx')),
  authLogin: lazyPage(() => import('../pages/AuthLoginPage.tsx')),
  maintenance: lazyPage(() => import('../pages/MaintenanceRoute.tsx')),
  clear: lazyPage(() => import('../pages/ClearPage.tsx')),
  downloadApp: lazyPage(() => import('../pages/DownloadAppPage.tsx')),
  redirectTo: lazyPage(() => import('../pages/RedirectToPage.tsx')),
  confirmation: lazyPage(() => import('../pages/ConfirmationPage.tsx')),
  validateci: lazyPage(() => import('../pages/ValidateCiPage.tsx')),
  blog: lazyPage(() => import('../pages/BlogPage.tsx')),
  kyc: lazyPage(() => import('../pages/KycPage.tsx')),
  companies: lazyPage(() => import('../pages/CompaniesPage.tsx')),
  contract: lazyPage(() => import('../pages/ContractPage.tsx')),
  rescue: lazyPage(() => import('../pages/RescuePage.tsx')),
  deposit: lazyPage(() => import('../pages/DepositPage.tsx')),
  scheduledDeposit: lazyPage(() => import('../pages/ScheduledDepositPage.tsx')),
  changePortfolio: lazyPage(() => import('../pages/ChangePortfolioPage.tsx')),
  onboarding: lazyPage(() => import('../pages/OnboardingPage.tsx')),
  scheduleAdvisor: lazyPage(() => import('../pages/ScheduleAdvisorPage.tsx')),
  dashboard: lazyPage(() => import('../pages/DashboardPage.tsx')),
  activities: lazyPage(() => import('../pages/ActivitiesPage.tsx')),
  generalBalance: lazyPage(() => import('../pages/GeneralBalancePage.tsx')),
  referral: lazyPage(() => import('../pages/ReferralPage.tsx')),
  entity: lazyPage(() => import('../pages/EntityPage.tsx')),
  entityActivate: lazyPage(() => import('../pages/EntityActivatePage.tsx')),
  entityNew: lazyPage(() => import('../pages/EntityNewPage.tsx')),
  entityOnboarding: lazyPage(() => import('../pages/EntityOnboardingPage.tsx')),
  goals: lazyPage(() => import('../pages/GoalsPage.tsx')),
  goal: lazyPage(() => import('../pages/GoalPage.tsx')),
  goalNew: lazyPage(() => import('../pages/GoalNewPage.tsx')),
  goalStart: lazyPage(() => import('../pages/GoalStartPage.tsx')),
  insurances: lazyPage(() => import('../pages/InsurancesPage.tsx')),
  insurance: lazyPage(() => import('../pages/InsurancePage.tsx')),
  discover: lazyPage(() => import('../pages/DiscoverPage.tsx')),
  pendingTransactions: lazyPage(() => import('../pages/PendingTransactionsPage.tsx')),
  shortTermInvest: lazyPage(() => import('../pages/ShortTermInvestPage.tsx')),
  dollarbox: lazyPage(() => import('../pages/DollarboxPage.tsx')),
  ibkr: lazyPage(() => import('../pages/IbkrPage.tsx')),
  ibkrActivate: lazyPage(() => import('../pages/IbkrActivatePage.tsx')),
  advisor: lazyPage(() => import('../pages/AdvisorPage.tsx')),
  pricing: lazyPage(() => import('../pages/PricingPage.tsx')),
  profile: lazyPage(() => import('../pages/ProfilePage.tsx')),
};
