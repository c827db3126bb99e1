import { defaultThemeName, ThemeRoot } from '@portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});

// The app may be served under any path: the router works under the document's base.
const basename = new URL(import.meta.env.BASE_URL, window.location.href).pathname.replace(/\/$/, '') || '/';

export function App({ i18n }: { i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeRoot theme={defaultThemeName}>
          <BrowserRouter basename={basename}>
            <AppRoutes />
          </BrowserRouter>
        </ThemeRoot>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
