import { canOpenAccount } from '@portal/features';
import { useApi } from '@portal/platform';
import { buttonTone, DataState, Page } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * docs/RULES.md#onboarding-step, #roles-and-permissions: the account needs onboarding step FOURTH or DONE. The rule holds for the route, not
 * only the menu item: a client who types /profile earlier sees why it is locked and how to go on.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const status = useQuery(queries.userStatus());
  const step = status.data?.onboardingStep;
  if (step === undefined) {
    // Until the status is known nothing of the account shows; a failed call says so, with a retry.
    return (
      <DataState
        state={status.isError ? 'error' : 'loading'}
        loadingText={t('dashboard.loading')}
        errorText={t('dashboard.errorText')}
        onRetry={() => void status.refetch()}
        retryLabel={t('dashboard.retry')}
      />
    );
  }
  if (canOpenAccount(step)) return children;
  return (
    <Page
      width="narrow"
      title={t('accountLocked.title')}
      lead={t('accountLocked.text')}
      actions={
        <Link className={buttonTone.primary} to="/onboarding">
          {t('accountLocked.continue')}
        </Link>
      }
    />
  );
}
