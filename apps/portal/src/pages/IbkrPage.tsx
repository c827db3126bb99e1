import { canSeeUsBrokerage, usBrokerageEntityUuid } from '@portal/features';
import { useApi } from '@portal/platform';
import { Card, DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from './pages.css.ts';
import { ActionLink, SectionPage } from './parts.tsx';

const benefits = ['stocks', 'account', 'funding'] as const;

/**
 * /ibkr (main layout): investing in the US. A client whose brokerage account is active (SPEC §6)
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
        <p className={styles.muted} data-testid="ibkr-state">
          {t(`pages.ibkr.${state}`)}
        </p>
        <ul className={styles.steps}>
          {benefits.map((benefit) => (
            <li key={benefit}>{t(`pages.ibkr.benefits.${benefit}`)}</li>
          ))}
        </ul>
      </Card>
    </SectionPage>
  );
}
