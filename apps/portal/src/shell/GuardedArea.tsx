import { startMaintenanceWatcher } from '@portal/features';
import { useAuthState, usePortalSession } from '@portal/platform';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SessionGate } from './SessionGate.tsx';
import { useMaintenanceCheck } from './useMaintenanceCheck.ts';

/**
 * Pages that need a signed-in client (SPEC §2, §6): the session gate and the maintenance watcher.
 * A client who walks here from a public page starts the session now: signed out, the browser goes
 * to the provider and comes back to this exact URL (query and fragment included).
 */
export function GuardedArea({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const check = useMaintenanceCheck();
  const session = usePortalSession();
  const status = useAuthState().status;
  useEffect(() => {
    if (status === 'starting') void session.start();
  }, [status, session]);
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
  return <SessionGate>{children}</SessionGate>;
}
