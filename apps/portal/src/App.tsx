import { type Api, ApiProvider, AuthProvider, createQueryClient, type PortalSession } from '@portal/platform';
import { defaultThemeName, ThemeRoot } from '@portal/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes.tsx';
import type { PendingRequests } from './shell/pendingRequests.ts';
import { RootShell } from './shell/RootShell.tsx';

const queryClient = createQueryClient();

// The app may be served under any path: the router works under the document's base.
const basename = new URL(import.meta.env.BASE_URL, window.location.href).pathname.replace(/\/$/, '') || '/';

export interface AppProps {
  i18n: i18n;
  session: PortalSession;
  api: Api;
  environment: string;
  pending: PendingRequests;
}

export function App({ i18n, session, api, pending, environment }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider session={session}>
        <ApiProvider api={api}>
          <QueryClientProvider client={queryClient}>
            <ThemeRoot theme={defaultThemeName}>
              <RootShell pending={pending}>
                <BrowserRouter basename={basename}>
                  <AppRoutes environment={environment} />
                </BrowserRouter>
              </RootShell>
            </ThemeRoot>
          </QueryClientProvider>
        </ApiProvider>
      </AuthProvider>
    </I18nextProvider>
  );
}
