/** Playwright's workers: each has its own server below. */
export const e2eWorkers = 2;
/**
 * The production build with the mock API over HTTP and its test controls, one server per
 * Playwright worker (the worker's parallel index picks it): a test resets its worker's mock state
 * before it starts (fixtures.ts), so tests side by side never share a client's data. The in-page
 * mock backend of the demo build cost each page load about a third more of the renderer's time.
 */
export const workerHostPorts = Array.from(
  { length: e2eWorkers },
  (_, index) => Number(process.env.E2E_WORKER_HOST_PORT ?? 4176) + index,
);

/** The origin of the worker's own server (`parallelIndex`: Playwright's index of the worker). */
export function workerHostOrigin(parallelIndex: number): string {
  const port = workerHostPorts[parallelIndex];
  if (port === undefined)
    throw new Error(
      `No mock API server for worker ${parallelIndex}: the e2e run has ${e2eWorkers} workers (e2e/servers.ts).`,
    );
  return `http://127.0.0.1:${port}`;
}
