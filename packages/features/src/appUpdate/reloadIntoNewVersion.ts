// Apart from updateCycle.ts, which the first page loads: this is needed only once a new version waits
// (the update code's own chunk).

/** How long the new version may take to take control before the page reloads anyway. */
export const takeControlTimeoutMs = 5000;

/**
 * Moves the page to the waiting version: tells it to take over (`skipWaiting`), then reloads
 * once it controls the page. The registration library reloads by itself only when the visit began
 * under a service worker; a first visit (no controller at start) that lives to see a release would
 * stay on the old page, so the reload is ours. If the new version never takes control, the page
 * reloads after `takeControlTimeoutMs` all the same: the client was told it would.
 */
export function reloadIntoNewVersion(options: {
  serviceWorker: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  skipWaiting: () => Promise<void>;
  reload: () => void;
}): Promise<void> {
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    clearTimeout(fallback);
    options.serviceWorker.removeEventListener('controllerchange', reloadOnce);
    options.reload();
  };
  options.serviceWorker.addEventListener('controllerchange', reloadOnce);
  const fallback = setTimeout(reloadOnce, takeControlTimeoutMs);
  return options.skipWaiting().catch(reloadOnce);
}
