import {
  reloadIntoNewVersion,
  scheduleServiceWorkerRegistration,
  versionCheckIntervalMs,
} from '@portal/features';

export interface AppUpdateHooks {
  /** A new version is installed and waiting: show the update snackbar. */
  onNeedRefresh: (apply: () => Promise<void>) => void;
  /** Calls `done` when the app is stable (appSettled.ts); returns a cancel. */
  whenStable: (done: () => void) => () => void;
}

/**
 * Registers the app's service worker when the app is stable (its page loaded, no request in flight,
 * the browser idle) or after 30 s (docs/RULES.md#constants-and-limits), never in
 * development or the demo build (MSW owns the scope there), and checks for a new version every
 * 30 minutes. The registration code loads lazily: nothing of it is on the first page.
 */
export function registerAppUpdates(hooks: AppUpdateHooks): () => void {
  if (import.meta.env.DEV || import.meta.env.VITE_DEMO === 'true' || !('serviceWorker' in navigator))
    return () => undefined;
  let interval: ReturnType<typeof setInterval> | undefined;
  let cancelWait: (() => void) | undefined;
  const cancel = scheduleServiceWorkerRegistration(
    () => {
      void import('virtual:pwa-register').then(({ registerSW }) => {
        const updateSW = registerSW({
          onNeedRefresh: () =>
            hooks.onNeedRefresh(() =>
              reloadIntoNewVersion({
                serviceWorker: navigator.serviceWorker,
                skipWaiting: () => updateSW(true),
                reload: () => window.location.reload(),
              }),
            ),
          onRegisteredSW: (_url, registration) => {
            if (registration)
              interval = setInterval(() => void registration.update(), versionCheckIntervalMs);
          },
        });
      });
    },
    {
      isDevelopment: false,
      whenStable: (done) => {
        cancelWait = hooks.whenStable(done);
      },
    },
  );
  return () => {
    cancel();
    cancelWait?.();
    clearInterval(interval);
  };
}
