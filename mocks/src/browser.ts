import { setupWorker } from 'msw/browser';
import { persistMockStore } from './control/store.ts';
import { mockFaults } from './faults/faults.ts';
import { handlers } from './handlers/index.ts';
import { productControls, resetProductState } from './handlers/product/product.ts';

/** Starts the demo backend in the browser. The worker script is served by msw's Vite plugin. */
export async function startDemoBackend(base = '/') {
  // What the client does in the demo (deposits, meetings) survives a reload of this tab.
  persistMockStore(window.sessionStorage);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${base}mockServiceWorker.js` },
  });
  // Demo builds only: lets e2e tests and curious developers break calls or switch maintenance on.
  Object.assign(window, {
    __portalMocks: { faults: mockFaults, controls: productControls, reset: resetProductState },
  });
  return worker;
}
