import { resolveLayout } from '@portal/features';
import { useNextTurn } from '@portal/platform';
import { Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { currentEnterAsId } from '../shell/enterAs.ts';
import { frames } from './frameModules.ts';
import * as styles from './frames.css.ts';
import { frameRouteFor, matchPortalRoute, rootRedirect } from './matchPortalRoute.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { RoutePage } from './RoutePage.tsx';
import { redirectToPath } from './routeTable.ts';
import { usePreloadOnIntent } from './usePreloadOnIntent.ts';
import { useScrollRestoration } from './useScrollRestoration.ts';

// The frames load with the first page that needs them: the first page's bytes stay near React's own
// (scripts/size-budget.mjs), and a public page never downloads the main layout.
const GuardedArea = frames.guardedArea.Component;
const MainFrame = frames.mainFrame.Component;
const StepFrame = frames.stepFrame.Component;
const EmptyFrame = frames.emptyFrame.Component;
const AccountGate = frames.accountGate.Component;
const EnterAsBanner = frames.enterAsBanner.Component;
const MaintenanceWatcher = frames.maintenanceWatcher.Component;

/** While a page's chunk loads: the frame stays, with the page's space reserved. */
function PagePending() {
  // data-loading: what is still on its way (the pixel run waits for it to go).
  return <div className={styles.pending} aria-busy="true" data-loading="" />;
}

/**
 * The frame around every page, from the route table: the guard (none, session, account) and the
 * layout (route data, or `?layout=`). One element for all routes, so moving between two pages of the
 * same layout keeps the layout (and its open menu) mounted.
 */
function RouteShell({ environment }: { environment: string }) {
  const { pathname, search } = useLocation();
  const route = frameRouteFor(pathname);
  usePreloadOnIntent();
  useScrollRestoration();
  // The first page is drawn in a task of its own, after the frame's first render: the two were one
  // long task at boot. Its space is reserved meanwhile, as while its chunk loads; later pages are
  // drawn at once. (A transition, useDeferredValue, drew the page only once its data was all there,
  // in one commit of 130 to 150 ms for the client with 60 goals on a phone's CPU.)
  const firstPageReady = useNextTurn(true);
  // Inside the layout: a page that fails to draw fails alone, and the header and menu stay.
  const page = (
    <PageErrorBoundary>
      <Suspense fallback={<PagePending />}>
        {!firstPageReady ? (
          <PagePending />
        ) : route.guard === 'account' ? (
          <AccountGate>
            <Outlet />
          </AccountGate>
        ) : (
          <Outlet />
        )}
      </Suspense>
    </PageErrorBoundary>
  );
  const layout = resolveLayout(route.layout, search);
  // An administrator acting as a client sees whose portal this is on every signed-in page: the
  // main layout has the banner in its frame, the step and empty layouts get it above the page.
  const framedPage =
    route.guard !== 'none' && currentEnterAsId() !== null ? (
      <>
        <Suspense fallback={null}>
          <EnterAsBanner />
        </Suspense>
        {page}
      </>
    ) : (
      page
    );
  const framed =
    layout === 'bp' ? (
      <MainFrame environment={environment}>{page}</MainFrame>
    ) : layout === 'bpstepsheader' ? (
      <StepFrame>{framedPage}</StepFrame>
    ) : (
      <EmptyFrame>{framedPage}</EmptyFrame>
    );
  const suspended = <Suspense fallback={<PagePending />}>{framed}</Suspense>;
  return (
    <>
      {route.guard === 'none' ? (
        suspended
      ) : (
        <Suspense fallback={<PagePending />}>
          <GuardedArea>{suspended}</GuardedArea>
        </Suspense>
      )}
      {/* Every page, public ones too, and signed in or not yet (docs/RULES.md#maintenance Maintenance). */}
      <Suspense fallback={null}>
        <MaintenanceWatcher />
      </Suspense>
    </>
  );
}

/** Unknown paths (docs/RULES.md#route-table fallback): the redirect-to page, told what was asked for. */
function ToRedirectPage() {
  const { pathname, search, hash } = useLocation();
  const from = `${pathname}${search}${hash}`;
  return <Navigate to={`${redirectToPath}?from=${encodeURIComponent(from)}`} replace />;
}

/**
 * The route table under one frame (RouteShell). `<Routes>` is given only the route the table ranks
 * first for this address (matchPortalRoute.ts, the same ranking): react-router flattens, scores and
 * compiles every route it is given on each render, which for the whole table was the largest part
 * of the app's first render and was paid again on every navigation.
 */
export function PortalRoutes({ environment }: { environment: string }) {
  const { pathname } = useLocation();
  const match = pathname === '/' ? null : matchPortalRoute(pathname);
  return (
    <Routes>
      <Route element={<RouteShell environment={environment} />}>
        <Route path="/" element={<Navigate to={rootRedirect} replace />} />
        {match ? <Route path={match.route.path} element={<RoutePage route={match.route} />} /> : null}
        <Route path="*" element={<ToRedirectPage />} />
      </Route>
    </Routes>
  );
}
