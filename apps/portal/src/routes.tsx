import { Navigate, type RouteObject } from 'react-router';

/** Routes of the portal. Pages load on demand so the first page stays small (see scripts/size-budget.mjs). */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  {
    path: '/dashboard',
    lazy: () => import('./pages/DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })),
  },
  // SPEC §2: any unknown path goes to redirect-to; until that page exists it lands on the dashboard.
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];
