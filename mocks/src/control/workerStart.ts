/** What the demo does before starting the mock worker on a page. */
export type WorkerStart = 'start' | 'reload';

/** The parts of a `ServiceWorkerRegistration` the rules read. */
export interface RegistrationState {
  active: { scriptURL: string } | null;
  installing: { scriptURL: string } | null;
  waiting: { scriptURL: string } | null;
}

/** The parts of `navigator.serviceWorker` the rules read. */
export interface ServiceWorkerState<R extends RegistrationState = RegistrationState> {
  controller: { scriptURL: string } | null;
  getRegistrations: () => Promise<readonly R[]>;
}

function isMockWorkers(registration: RegistrationState, workerUrl: string): boolean {
  return [registration.active, registration.installing, registration.waiting].some(
    (worker) => worker?.scriptURL === workerUrl,
  );
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
  return registrations.some((registration) => isMockWorkers(registration, workerUrl)) ? 'reload' : 'start';
}

/**
 * The same race on a page the worker already controls: msw asks the registration to update and
 * leaves the promise alone, and when the worker unregistered itself meanwhile (its last other page
 * closed) the update rejects with "Not found". The page keeps its worker until it closes, and the
 * next page registers a new one, so nothing is lost: the mock worker's registrations get an update
 * that settles quietly. Registrations are one object per registration in a page, so msw finds this
 * one when it asks again.
 */
export async function quietMockWorkerUpdates<
  R extends RegistrationState & { update: () => Promise<unknown> },
>(serviceWorker: ServiceWorkerState<R>, workerUrl: string): Promise<void> {
  for (const registration of await serviceWorker.getRegistrations()) {
    if (!isMockWorkers(registration, workerUrl)) continue;
    const update = registration.update.bind(registration);
    registration.update = () => update().catch(() => undefined);
  }
}
