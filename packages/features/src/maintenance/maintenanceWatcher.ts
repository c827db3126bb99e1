import { maintenanceFirstCheckMs, maintenanceRecheckMs, maintenanceRedirect } from './maintenanceRules.ts';

export interface MaintenanceWatcherOptions {
  /** Reads the status; true while the portal is in maintenance. */
  check: () => Promise<boolean>;
  /** Where the browser is now. */
  currentUrl: () => URL;
  /** Goes to the maintenance page (with the callback). */
  navigate: (target: string) => void;
  report?: (error: unknown) => void;
  firstCheckMs?: number;
  recheckMs?: number;
}

/**
 * docs/RULES.md#maintenance Maintenance: first check 1 s after start, then every minute; when in maintenance and not
 * on the maintenance page, go there with the current URL as callback. A failed check is reported and
 * changes nothing (an unreachable status service is no reason to leave the page). Returns stop().
 */
export function startMaintenanceWatcher(options: MaintenanceWatcherOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    try {
      const inMaintenance = await options.check();
      if (stopped) return;
      const target = maintenanceRedirect(inMaintenance, options.currentUrl());
      if (target) options.navigate(target);
    } catch (error) {
      options.report?.(error);
    }
    if (!stopped) timer = setTimeout(run, options.recheckMs ?? maintenanceRecheckMs);
  };

  timer = setTimeout(run, options.firstCheckMs ?? maintenanceFirstCheckMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
