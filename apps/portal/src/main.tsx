import {
  createI18n,
  createPortalSession,
  createQueryClient,
  httpTranslationFetcher,
  loadRuntimeConfig,
  productKeys,
  productLanguage,
} from '@portal/platform';
import { forgetEarly, takingEarly } from '@portal/platform/early';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css.ts';
import { deferredMonitor, startMonitoring } from '@portal/features';
import { routeTexts } from '@portal/features/texts';
import { App } from './App.tsx';
import { BootError } from './boot/BootError.tsx';
import { createApi } from './boot/loadApi.ts';
import { frameRouteFor, isPublicPath } from './routing/matchPortalRoute.ts';
import { prefetchFrameData, prefetchPageData } from './routing/prefetchPageData.ts';
import { preloadFrameFor } from './routing/preloadFrame.ts';
import { afterAppSettled } from './shell/appSettled.ts';
import { chatIntegrationOf } from './shell/chatWidget.ts';
import { createPendingRequests } from './shell/pendingRequests.ts';

const base = import.meta.env.BASE_URL;

async function startDemoBackendIfEnabled() {
  // Statically false in production builds, so the mocks are not even emitted there.
  if (import.meta.env.VITE_DEMO === 'true') {
    const { startDemoBackend } = await import('@portal/mocks/browser');
    await startDemoBackend(new URL(base, window.location.href).pathname);
  }
}

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  const url = new URL(window.location.href);
  const path = url.pathname.slice(base.length - 1);
  const isPublic = isPublicPath(path);
  const isSignInReturn = url.searchParams.has('code') && url.searchParams.has('state');
  // The first page's chunks load while the config, translations and session are on their way.
  void preloadFrameFor(path, url.search);
  try {
    // Neither waits for the other: the translations' path does not depend on the config.
    const [config, { i18n, loadFallback }] = await Promise.all([
      // Taken from the early start when it asked already (boot/earlyStart.ts).
      loadRuntimeConfig(
        `${base}config.json`,
        takingEarly((input, init) => fetch(input, init)),
      ),
      // The first page's domain texts beside the first file (none for the dashboard, which is in it).
      createI18n(productLanguage, httpTranslationFetcher(base), routeTexts(frameRouteFor(path).domain)),
      startDemoBackendIfEnabled(),
    ]);
    document.documentElement.lang = i18n.language;
    const pending = createPendingRequests();
    // The session starts before monitoring does (Sentry loads lazily): what it reports (a session
    // that ended, docs/RULES.md#error-texts; a failed discovery or renewal) is logged at once, and kept for the monitor.
    const monitor = deferredMonitor();
    const session = createPortalSession({
      config,
      appBaseUrl: new URL(base, window.location.href).href,
      afterFirstPage: (start) => void afterAppSettled(pending)(start),
      report: (error) => {
        console.error(error);
        monitor.report(error, { source: 'session' });
      },
    });
    // Public pages render without a session; the provider's return (a code and state on
    // /auth/login/) always completes the sign-in. A guarded page opened later starts it then.
    if ((!isPublic || isSignInReturn) && (await session.start()) === 'redirecting') return;
    // A public page still knows a client who is signed in (never sends anyone to sign in).
    if (isPublic && !isSignInReturn) session.resume();
    // Monitoring (docs/RULES.md#constants-and-limits): Production with a DSN only; Sentry loads lazily, never in dev or tests.
    monitor.attach(
      await startMonitoring({
        environment: config.environment,
        dsn: config.monitoringDsn,
        release: '20.0.0',
      }),
    );
    const api = createApi(config, session, pending.tracker, (tokenUsed) => {
      // A refused token (HTTP 401) is renewed once and what was refused is asked again; a session
      // that cannot go on ends as expired, and the portal says so (docs/RULES.md#sign-in-and-session-end token_expires).
      // What is asked again: the reads that failed, the ones still on their way (their refusal may
      // not have reached them yet: asked again with the new token), and the client's own data, so
      // that a refused write alone (a code sent) still learns whether the new token is taken.
      void session.rejected(tokenUsed).then((outcome) => {
        if (outcome === 'renewed')
          void queryClient.invalidateQueries({
            predicate: (query) =>
              query.state.status === 'error' ||
              query.state.fetchStatus === 'fetching' ||
              productKeys.currentUser.every((part, index) => query.queryKey[index] === part),
          });
      });
    });
    const queryClient = createQueryClient({
      // docs/RULES.md#error-texts: a current-user fetch that fails is logged (the frame shows it, with "Reintentar").
      onError: (error, queryKey) => {
        if (!productKeys.currentUser.every((part, index) => queryKey[index] === part)) return;
        console.error('The current user could not be loaded', error);
        monitor.report(error, { query: 'currentUser' });
      },
    });
    // A signed-in page asks for the client and their status first thing: ask now, not after the
    // frame's chunks have arrived and mounted (the same queries, so they are not asked twice).
    if (!isPublic) {
      void queryClient.prefetchQuery(api.queries.currentUser());
      void queryClient.prefetchQuery(api.queries.userStatus());
      // Until the first page's code is here and its calls have started, the app is not settled.
      pending.hold(prefetchPageData(path, queryClient, api));
      pending.hold(prefetchFrameData(path, url.search, queryClient, api));
    }
    root.render(
      <StrictMode>
        <App
          i18n={i18n}
          session={session}
          api={api}
          queryClient={queryClient}
          environment={config.environment}
          chat={chatIntegrationOf(config)}
          links={config.links}
          pending={pending}
          monitor={monitor}
        />
      </StrictMode>,
    );
    // English texts for a key the page's language lacks: once the first page has what it needs.
    // What the early start sent and the page did not take is not waited for any longer.
    afterAppSettled(pending)(() => {
      forgetEarly();
      void loadFallback();
    });
  } catch (error) {
    console.error(error);
    root.render(<BootError error={error} />);
  }
}

void boot();
