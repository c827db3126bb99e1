import { canSeeUsBrokerage, usBrokerageEntityUuid, useCatalogueQueries } from '@portal/features';
import { formatDateLong, stateOfQuery, useApi } from '@portal/platform';
import { Card, DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionLink } from './ActionLink.tsx';
import * as styles from './pages.css.ts';
import { SectionPage } from './SectionPage.tsx';

const benefits = ['stocks', 'account', 'funding'] as const;

/**
 * /ibkr (main layout): investing in the US. A client whose brokerage account is active (docs/RULES.md#roles-and-permissions)
 * is told so; invited clients are offered to activate it; others are told it is by invitation, with
 * a way to save in dollars meanwhile. The invitation decides which, so until it is known the page
 * says it is checking, and a failed check is said with a retry (never read as "not invited").
 */
export default function IbkrPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  const codesQuery = useQuery(queries.usInvitationCodes());
  const codes = codesQuery.data;
  if (!user) return null;
  if (!codes) {
    return (
      <SectionPage id="ibkr">
        <DataState
          state={codesQuery.isError ? 'error' : 'loading'}
          loadingText={t('pages.ibkr.loading')}
          errorText={t('pages.ibkr.error')}
          onRetry={() => void codesQuery.refetch()}
          retryLabel={t('dashboard.retry')}
        />
      </SectionPage>
    );
  }
  const active = canSeeUsBrokerage({ user, usInvitationCodes: codes, usBrokerageEntityUuid });
  const invited = codes.some((code) => code.type === 'US_INVITATION' && code.active);
  const state = active ? 'active' : invited ? 'invited' : 'notInvited';
  return (
    <SectionPage
      id="ibkr"
      actions={
        active ? null : invited ? (
          <ActionLink to="/ibkr/activate">{t('pages.ibkr.activate')}</ActionLink>
        ) : (
          <ActionLink to="/short-term-invest-dollars" tone="secondary">
            {t('pages.ibkr.meanwhile')}
          </ActionLink>
        )
      }
    >
      <Card title={t(`pages.ibkr.${state}Title`)} id="ibkr-state">
        {active ? (
          <ActiveAccount />
        ) : (
          <>
            <p className={styles.muted} data-testid="ibkr-state">
              {t(`pages.ibkr.${state}`)}
            </p>
            <ul className={styles.steps}>
              {benefits.map((benefit) => (
                <li key={benefit}>{t(`pages.ibkr.benefits.${benefit}`)}</li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </SectionPage>
  );
}

/**
 * An open account: its number and since when (what the client quotes to the broker and to us), where
 * it is used (the broker's own platform), and the portal's part: their dollars and their advisor.
 */
function ActiveAccount() {
  const { t } = useTranslation('app');
  const account = useQuery(useCatalogueQueries().usBrokerageAccount());
  return (
    <DataState
      state={stateOfQuery(account)}
      loadingText={t('pages.ibkr.accountLoading')}
      errorText={t('pages.ibkr.accountError')}
      onRetry={() => void account.refetch()}
      retryLabel={t('dashboard.retry')}
    >
      {account.data ? (
        <>
          <p data-testid="ibkr-state">
            {t('pages.ibkr.active', {
              number: account.data.accountNumber,
              date: formatDateLong(account.data.activatedAt),
            })}
          </p>
          <p className={styles.muted}>{t('pages.ibkr.activeHow')}</p>
          <div className={styles.actions}>
            <ActionLink to="/short-term-invest-dollars">{t('pages.ibkr.toDollars')}</ActionLink>
            <ActionLink to="/advisor" tone="secondary">
              {t('pages.ibkr.toAdvisor')}
            </ActionLink>
          </div>
        </>
      ) : null}
    </DataState>
  );
}
