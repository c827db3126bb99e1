import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';

// Pages load on demand so the first page stays small (scripts/size-budget.mjs). Declarative routes
// keep react-router's data-router code out of the bundle: the portal's data lives in TanStack Query.
const DashboardPage = lazy(() =>
  import('./pages/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })),
);

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        {/* SPEC §2: unknown paths go to redirect-to; until that page exists they land on the dashboard. */}
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Routes>
    </Suspense>
  );
}
