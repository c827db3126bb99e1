import { sameSitePath, usePortalSession } from '@portal/platform';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { GuardedArea } from './shell/GuardedArea.tsx';

// Pages load on demand so the first page stays small (scripts/size-budget.mjs). Declarative routes
// keep react-router's data-router code out of the bundle: the portal's data lives in TanStack Query.
const MaintenanceRoute = lazy(() =>
  import('./pages/MaintenanceRoute.tsx').then((m) => ({ default: m.MaintenanceRoute })),
);
const PortalLayout = lazy(() =>
  import('./shell/PortalLayout.tsx').then((m) => ({ default: m.PortalLayout })),
);
const ProfilePage = lazy(() => import('./pages/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));
const DashboardPage = lazy(() =>
  import('./pages/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })),
);

/** SPEC §4: after sign-in the browser lands on /auth/login#{path}; go to that path, if it is ours. */
export function AuthLoginRedirect() {
  const { hash } = useLocation();
  return <Navigate to={sameSitePath(hash.slice(1), window.location.origin) ?? '/dashboard'} replace />;
}

function DashboardRoute() {
  const session = usePortalSession();
  return <DashboardPage onSignOut={() => void session.signOut()} />;
}

export function AppRoutes({ environment }: { environment: string }) {
  return (
    <Suspense fallback={null}>
      <Routes>
        {/* Public pages (SPEC §2): no sign-in needed. */}
        <Route path="/maintenance" element={<MaintenanceRoute />} />
        <Route element={<GuardedArea />}>
          <Route path="/auth/login" element={<AuthLoginRedirect />} />
          {/* The main layout (SPEC §2 "bp"): side menu, header, footer. */}
          <Route element={<PortalLayout environment={environment} />}>
            <Route path="/" element={<Navigate to="/dashboard" replace />} />
            <Route path="/dashboard" element={<DashboardRoute />} />
            <Route path="/profile" element={<ProfilePage />} />
            {/* SPEC §2: unknown paths go to redirect-to; until that page exists they land on the dashboard. */}
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
