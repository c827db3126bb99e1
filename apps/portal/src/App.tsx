import type { Monitor } from '@portal/features';
import { type Api, ApiProvider, AuthProvider, type PortalLinks, type PortalSession } from '@portal/platform';
import { type ThemeName, ThemeRoot } from '@portal/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { PortalRoutes } from './routing/PortalRoutes.tsx';
import { type ChatIntegration, ChatIntegrationContext } from './shell/chatWidget.ts';
import { MonitorContext } from './shell/monitorContext.ts';
import type { PendingRequests } from './shell/pendingRequests.ts';
import { PortalLinksContext } from './shell/portalLinks.ts';
import { RootShell } from './shell/RootShell.tsx';
import { storedTheme, ThemeChoiceContext, themeStorageKey } from './shell/themeContext.ts';

// The app may be served under any path: the router works under the document's base.
const basename = new URL(import.meta.env.BASE_URL, window.location.href).pathname.replace(/\/$/, '') || '/';

export interface AppProps {
  i18n: i18n;
  session: PortalSession;
  api: Api;
  /** The app's one query client (boot may have started the first page's queries on it). */
  queryClient: QueryClient;
  environment: string;
  /** Where "Escríbenos" leads (config.json `chat`); the portal's own panel by default. */
  chat?: ChatIntegration;
  pending: PendingRequests;
  monitor: Monitor;
  /** Where the outward links lead (config.json `links`); none configured, none shown. */
  links?: PortalLinks;
}

export function App({
  i18n,
  session,
  api,
  queryClient,
  pending,
  environment,
  monitor,
  chat = { kind: 'panel' },
  links = {},
}: AppProps) {
  const [theme, setThemeState] = useState<ThemeName>(() => storedTheme(localStorage));
  const themeChoice = useMemo(
    () => ({
      theme,
      setTheme: (next: ThemeName) => {
        localStorage.setItem(themeStorageKey, next);
        setThemeState(next);
      },
    }),
    [theme],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider session={session}>
        <ApiProvider api={api}>
          <QueryClientProvider client={queryClient}>
            <ThemeChoiceContext.Provider value={themeChoice}>
              <ThemeRoot theme={theme}>
                <MonitorContext.Provider value={monitor}>
                  <ChatIntegrationContext.Provider value={chat}>
                    <PortalLinksContext.Provider value={links}>
                      <RootShell pending={pending} monitor={monitor}>
                        <BrowserRouter basename={basename}>
                          <PortalRoutes environment={environment} />
                        </BrowserRouter>
                      </RootShell>
                    </PortalLinksContext.Provider>
                  </ChatIntegrationContext.Provider>
                </MonitorContext.Provider>
              </ThemeRoot>
            </ThemeChoiceContext.Provider>
          </QueryClientProvider>
        </ApiProvider>
      </AuthProvider>
    </I18nextProvider>
  );
}
