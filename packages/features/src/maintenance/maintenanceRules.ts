import { safeTarget } from '@portal/platform';

/** Where the maintenance page lives (docs/RULES.md#routes-and-layouts: public, empty layout). */
export const maintenancePath = '/maintenance';
/** First check 1 s after start (docs/RULES.md#states-and-transitions, #constants-and-limits), then periodically. */
export const maintenanceFirstCheckMs = 1000;
export const maintenanceRecheckMs = 60_000;

/**
 * docs/RULES.md#maintenance: when the status reports in_maintenance and the user is not on the maintenance page, go to
 * it with the current URL as callback. Returns the target, or null to stay.
 */
export function maintenanceRedirect(inMaintenance: boolean, currentUrl: URL): string | null {
  if (
    !inMaintenance ||
    currentUrl.pathname === maintenancePath ||
    currentUrl.pathname.startsWith(`${maintenancePath}/`)
  )
    return null;
  const callback = `${currentUrl.pathname}${currentUrl.search}${currentUrl.hash}`;
  return `${maintenancePath}?callback=${encodeURIComponent(callback)}`;
}

/**
 * Where the maintenance page returns once maintenance ends: the callback only when it is a path of
 * this site (never another origin: no open redirect), else the dashboard.
 */
export function maintenanceReturnTarget(callback: string | null, origin: string): string {
  const target = safeTarget(callback, { origin });
  if (!target || target.pathname === maintenancePath) return '/dashboard';
  return target.path;
}
