import { setupWorker } from 'msw/browser';
import { persistMockStore } from './control/store.ts';
import { quietMockWorkerUpdates, workerStartFor } from './control/workerStart.ts';
import { mockFaults } from './faults/faults.ts';
import { productControls, resetProductState } from './handlers/frame/product.ts';
import { handlers } from './handlers/index.ts';
import { ownFilesHandler } from './handlers/ownFiles.ts';

/** The demo build's controls of its mock backend, on `window.__portalMocks` (e2e tests use them). */
export interface PortalMocks {
  faults: typeof mockFaults;
  controls: typeof productControls;
  reset: typeof resetProductState;
}

/** Starts the demo backend in the browser. The worker script is served by msw's Vite plugin. */
export async function startDemoBackend(base = '/') {
  // What the client does in the demo (deposits, meetings) survives a reload of this tab.
  persistMockStore(window.sessionStorage);
  const workerUrl = `${base}mockServiceWorker.js`;
  const absoluteWorkerUrl = new URL(workerUrl, location.href).href;
  if ((await workerStartFor(navigator.serviceWorker, absoluteWorkerUrl)) === 'reload') {
    window.location.reload();
    // The page goes away: nothing after this may run (the app would ask a backend that is not there).
    return new Promise<never>(() => undefined);
  }
  await quietMockWorkerUpdates(navigator.serviceWorker, absoluteWorkerUrl);
  const worker = setupWorker(ownFilesHandler, ...handlers);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: workerUrl },
  });
  // Demo builds only: lets e2e tests and curious developers break calls or switch maintenance on.
  const portalMocks: PortalMocks = {
    faults: mockFaults,
    controls: productControls,
    reset: resetProductState,
  };
  Object.assign(window, { __portalMocks: portalMocks });
  return worker;
}
