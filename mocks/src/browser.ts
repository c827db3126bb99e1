import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

/** Starts the demo backend in the browser. The worker script is served by msw's Vite plugin. */
export async function startDemoBackend(base = '/') {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${base}mockServiceWorker.js` },
  });
  return worker;
}
