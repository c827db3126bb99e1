import { http, passthrough } from 'msw';

/** What a file of the app itself looks like: its scripts, styles, fonts, translations, config and pictures. */
const fileName = /\.(?:[mc]?js|jsx|m?ts|tsx|css|woff2?|json|svg|png|ico|webmanifest|map|txt|pdf|html)$/;

/** Whether a request asks for one of the app's own files rather than the backend. */
export function isOwnFile(url: URL): boolean {
  if (/\/(?:api|rpc)\//.test(url.pathname)) return false;
  // Vite's development server (Storybook, the browser tests): /@vite/client, /@fs/…, /@id/…
  if (url.pathname.startsWith('/@') || url.pathname.startsWith('/node_modules/')) return true;
  return url.pathname.includes('/assets/') || fileName.test(url.pathname);
}

/**
 * In a browser's worker (the demo, Storybook), the app's own files go to the network at once.
 * Without this handler first, each script, style and font was tried against every handler of the
 * backend before going through, and MSW reads the page's cookies for each try: about a tenth of a
 * demo page load's main-thread time. (Not for the Node server: there a file is not the mocks' to
 * pass on, and it answers 404 for the static server to serve it.)
 */
export const ownFilesHandler = http.get(
  ({ request }) => isOwnFile(new URL(request.url)),
  () => passthrough(),
);
