import { DashboardScreen, preloadClientBalanceChart } from '@portal/features';
import { usePortalSession } from '@portal/platform';
import { lazy, Suspense } from 'react';
import { currentEnterAsId } from '../shell/enterAs.ts';

// Below the first screen: its code and its call come after the figures (docs/RULES.md#scheduled-deposits).
const ScheduledDepositsSummary = lazy(() =>
  import('@portal/features/ScheduledDepositsSummary').then((module) => ({
    default: module.ScheduledDepositsSummary,
  })),
);

/** /dashboard (main layout): the client's summary, with their scheduled deposits loaded after it. */
export default function DashboardRoute() {
  const session = usePortalSession();
  return (
    <DashboardScreen
      onSignOut={() => void session.signOut()}
      viewingOther={currentEnterAsId() !== null}
      schedules={(goals) => (
        <Suspense fallback={null}>
          <ScheduledDepositsSummary goals={goals} />
        </Suspense>
      )}
    />
  );
}

/**
 * The chart's code, with the page's chunk when the dashboard is the first page: asked once the goals
 * were known, it came after the histories on a phone and the balance waited for it.
 * @public read from the page's module by the router (routing/pages.ts), not imported by name
 */
export const preloadCode = preloadClientBalanceChart;
