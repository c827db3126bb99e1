import { startMaintenanceWatcher } from '@portal/features';
import { useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { useMaintenanceCheck } from './useMaintenanceCheck.ts';

/**
 * docs/RULES.md#maintenance Maintenance, on every page, public ones too (register, auth, confirmation): first check
 * 1 s after start, then every minute; in maintenance, the maintenance page with this page as its
 * callback. The page is the router's (without the base the app is served under): the maintenance
 * page puts the base back when it returns.
 */
export function MaintenanceWatcher() {
  const navigate = useNavigate();
  const check = useMaintenanceCheck();
  const location = useLocation();
  const here = useRef<Location>(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () =>
      startMaintenanceWatcher({
        check,
        currentUrl: () => {
          const { pathname, search, hash } = here.current;
          return new URL(`${pathname}${search}${hash}`, window.location.origin);
        },
        navigate: (target) => navigate(target, { replace: true }),
        report: (error) => console.warn('Maintenance check failed', error),
      }),
    [check, navigate],
  );
  return null;
}
