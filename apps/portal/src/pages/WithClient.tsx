import { isForbidden, type User, useApi } from '@portal/platform';
import { DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The signed-in client's data, with its loading and error states for pages outside the main frame. */
export function WithClient({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());
  if (user.data) return children(user.data);
  return (
    <DataState
      state={user.isError ? 'error' : 'loading'}
      loadingText={t('dashboard.loading')}
      errorText={t(isForbidden(user.error) ? 'dashboard.forbidden' : 'dashboard.errorText')}
      onRetry={isForbidden(user.error) ? undefined : () => void user.refetch()}
      retryLabel={t('dashboard.retry')}
    />
  );
}
