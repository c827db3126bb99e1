import { formatDateLong, stateOfQuery, useApi } from '@portal/platform';
import { Card, DataState, Inline, Page, SpacedList, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { useCatalogueQueries } from '../catalogueApi.ts';
import { canSeeUsBrokerage, usBrokerageEntityUuid } from '../usBrokerageAccess.ts';

const benefits = ['stocks', 'account', 'funding'] as const;

/**
 * Investing in the US (/ibkr). A client whose brokerage account is active (docs/RULES.md#roles-and-permissions) is told
 * so; invited clients are offered to activate it; others are told it is by invitation, with a way to
 * save in dollars meanwhile. The invitation decides which, so until it is known the screen says it
 * is checking, and a failed check is said with a retry (never read as "not invited").
 */
export function UsBrokerageScreen() {
  const { t } = useTranslation('products');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  const codesQuery = useQuery(queries.usInvitationCodes());
  const codes = codesQuery.data;
  if (!user) return null;
  const page = { title: t('usBrokerageScreen.title'), lead: t('usBrokerageScreen.lead') };
  if (!codes) {
    return (
      <Page {...page}>
        <DataState
          state={codesQuery.isError ? 'error' : 'loading'}
          loadingText={t('usBrokerageScreen.loading')}
          errorText={t('usBrokerageScreen.error')}
          onRetry={() => void codesQuery.refetch()}
          retryLabel={t('retry')}
        />
      </Page>
    );
  }
  const active = canSeeUsBrokerage({ user, usInvitationCodes: codes, usBrokerageEntityUuid });
  const invited = codes.some((code) => code.type === 'US_INVITATION' && code.active);
  const state = active ? 'active' : invited ? 'invited' : 'notInvited';
  return (
    <Page
      {...page}
      actions={
        active ? null : invited ? (
          <ButtonLink to="/ibkr/activate">{t('usBrokerageScreen.activate')}</ButtonLink>
        ) : (
          <ButtonLink tone="secondary" to="/short-term-invest-dollars">
            {t('usBrokerageScreen.meanwhile')}
          </ButtonLink>
        )
      }
    >
      <Card title={t(`usBrokerageScreen.${state}Title`)} id="ibkr-state">
        {active ? (
          <ActiveAccount />
        ) : (
          <>
            <Text tone="muted" size="sm" data-testid="ibkr-state">
              {t(`usBrokerageScreen.${state}`)}
            </Text>
            <SpacedList>
              {benefits.map((benefit) => (
                <li key={benefit}>{t(`usBrokerageScreen.benefits.${benefit}`)}</li>
              ))}
            </SpacedList>
          </>
        )}
      </Card>
    </Page>
  );
}

/**
 * An open account: its number and since when (what the client quotes to the broker and to us), where
 * it is used (the broker's own platform), and the portal's part: their dollars and their advisor.
 */
function ActiveAccount() {
  const { t } = useTranslation('products');
  const account = useQuery(useCatalogueQueries().usBrokerageAccount());
  return (
    <DataState
      state={stateOfQuery(account)}
      loadingText={t('usBrokerageScreen.accountLoading')}
      errorText={t('usBrokerageScreen.accountError')}
      onRetry={() => void account.refetch()}
      retryLabel={t('retry')}
    >
      {account.data ? (
        <>
          <p data-testid="ibkr-state">
            {t('usBrokerageScreen.active', {
              number: account.data.accountNumber,
              date: formatDateLong(account.data.activatedAt),
            })}
          </p>
          <Text tone="muted" size="sm">
            {t('usBrokerageScreen.activeHow')}
          </Text>
          <Inline gap="md">
            <ButtonLink to="/short-term-invest-dollars">{t('usBrokerageScreen.toDollars')}</ButtonLink>
            <ButtonLink tone="secondary" to="/advisor">
              {t('usBrokerageScreen.toAdvisor')}
            </ButtonLink>
          </Inline>
        </>
      ) : null}
    </DataState>
  );
}
