/** What the demo does before starting the mock worker on a page. */
export type WorkerStart = 'start' | 'reload';

/** The parts of `navigator.serviceWorker` the rule reads. */
export interface ServiceWorkerState {
  controller: { scriptURL: string } | null;
  getRegistrations: () => Promise<
    readonly {
      active: { scriptURL: string } | null;
      installing: { scriptURL: string } | null;
      waiting: { scriptURL: string } | null;
    }[]
  >;
}

/**
 * A page the mock worker does not control while a registration of that worker exists is reloaded,
 * not started: msw would reload it too, but would first ask the registration to update without
 * waiting for the answer. That registration may be dying: the worker unregisters itself when its
 * last page closes (msw's CLIENT_CLOSE), and a reload or a typed address can load the next page
 * between the two. Its update then rejects ("Failed to update a ServiceWorker … Not found") with
 * nobody to catch it, and the portal's error dialog showed that to the client (about one full
 * navigation in twenty on this machine). Reloading first, msw's own remedy, leaves nothing pending.
 */
export async function workerStartFor(
  serviceWorker: ServiceWorkerState,
  workerUrl: string,
): Promise<WorkerStart> {
  if (serviceWorker.controller) return 'start';
  const registrations = await serviceWorker.getRegistrations();
  const hasMockWorker = registrations.some((registration) =>
    [registration.active, registration.installing, registration.waiting].some(
      (worker) => worker?.scriptURL === workerUrl,
    ),
  );
  return hasMockWorker ? 'reload' : 'start';
}
