import { isForbidden, type User, useApi } from '@portal/platform';
import { DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The signed-in client's data for what `children` draws, with its loading and error states (for
 * pages outside the main frame, which draws them itself): a client refused this account (an
 * administrator's enter-as) is told so, with no retry.
 */
export function WithClient({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation('kit');
  const user = useQuery(useApi().queries.currentUser());
  if (user.data) return children(user.data);
  const forbidden = isForbidden(user.error);
  return (
    <DataState
      state={user.isError ? 'error' : 'loading'}
      loadingText={t('client.loading')}
      errorText={t(forbidden ? 'client.forbidden' : 'client.error')}
      onRetry={forbidden ? undefined : () => void user.refetch()}
      retryLabel={t('client.retry')}
    />
  );
}
