import { startMaintenanceWatcher } from '@portal/features';
import { useAuthState } from '@portal/platform';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { SessionGate } from './SessionGate.tsx';
import { useMaintenanceCheck } from './useMaintenanceCheck.ts';

// The prompt and its dialogs load after the page: most clients have nothing to confirm.
const RiskProfilePrompt = lazy(() =>
  import('@portal/features/RiskProfilePrompt').then((m) => ({ default: m.RiskProfilePrompt })),
);

/** Pages that need a signed-in client (SPEC §2): the session gate, and the maintenance watcher. */
export function GuardedArea() {
  const navigate = useNavigate();
  const check = useMaintenanceCheck();
  useEffect(
    () =>
      startMaintenanceWatcher({
        check,
        currentUrl: () => new URL(window.location.href),
        navigate: (target) => navigate(target, { replace: true }),
        report: (error) => console.warn('Maintenance check failed', error),
      }),
    [check, navigate],
  );
  const signedIn = useAuthState().status === 'signed-in';
  return (
    <SessionGate>
      <Outlet />
      {signedIn ? (
        <Suspense fallback={null}>
          <RiskProfilePrompt />
        </Suspense>
      ) : null}
    </SessionGate>
  );
}
