import { type FundingFilter, formatDateShort, formatMoney, stateOfQuery, useApi } from '@portal/platform';
import { Card, DataState, Item, ItemList, itemLink, keepTogether, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoneyQueries } from '../moneyApi.ts';

/** docs/RULES.md#product-calls: GET {apiBase}fundings/ with a JSON filter (where, include). */
export const pendingFundingsFilter: FundingFilter = { where: { status: 'pending' }, include: ['goal'] };

/**
 * The client's deposits still on their way to a goal (/pending-transaction-notifications): each
 * leads to its goal, with since when and how much; loading, failure with a retry, or none.
 */
export function PendingFundings() {
  const { t } = useTranslation('money');
  const user = useQuery(useApi().queries.currentUser()).data;
  const fundings = useQuery(useMoneyQueries().fundings(pendingFundingsFilter));
  const goalTitle = (goalId: string | number) =>
    user?.goals?.find((goal) => String(goal.id) === String(goalId))?.title ??
    t('pendingFundings.unknownGoal');
  return (
    <Card title={t('pendingFundings.title')} id="pending-fundings">
      <DataState
        state={stateOfQuery(fundings, (list) => list.length === 0)}
        loadingText={t('pendingFundings.loading')}
        errorText={t('pendingFundings.error')}
        emptyText={t('pendingFundings.empty')}
        retryLabel={t('retry')}
        onRetry={() => void fundings.refetch()}
      >
        <ItemList>
          {fundings.data?.map((funding) => (
            <Item key={funding.id}>
              <span>
                <Link className={itemLink} to={`/goals/${funding.goalId}`}>
                  {t('pendingFundings.deposit', { goal: goalTitle(funding.goalId) })}
                </Link>
                <Text as="span" tone="muted" size="sm">
                  {' · '}
                  <span className={keepTogether}>
                    {t('pendingFundings.since', { date: formatDateShort(funding.createdAt) })}
                  </span>
                  {' · '}
                  {t('pendingFundings.inProcess')}
                </Text>
              </span>
              <Text as="span" numeric weight="semibold">
                {formatMoney(funding.amount, funding.currency === 'USD' ? 'USD' : 'CLP')}
              </Text>
            </Item>
          ))}
        </ItemList>
      </DataState>
    </Card>
  );
}
