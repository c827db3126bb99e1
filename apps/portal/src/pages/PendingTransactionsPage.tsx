import { useMoneyQueries } from '@portal/features';
import { type FundingFilter, formatDateShort, formatMoney, stateOfQuery, useApi } from '@portal/platform';
import { Card, DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from './pages.css.ts';
import { SectionPage } from './SectionPage.tsx';

/** docs/RULES.md#product-calls: GET {apiBase}fundings/ with a JSON filter (where, include). */
export const pendingFundingsFilter: FundingFilter = { where: { status: 'pending' }, include: ['goal'] };

/** /pending-transaction-notifications (main layout): deposits still on their way to a goal. */
export default function PendingTransactionsPage() {
  const { t } = useTranslation('app');
  const api = useApi();
  const user = useQuery(api.queries.currentUser()).data;
  const fundings = useQuery(useMoneyQueries().fundings(pendingFundingsFilter));
  const goalTitle = (goalId: string | number) =>
    user?.goals?.find((goal) => String(goal.id) === String(goalId))?.title ??
    t('pages.pendingTransactions.unknownGoal');
  return (
    <SectionPage id="pendingTransactions">
      <Card title={t('pages.pendingTransactions.listTitle')} id="pending-fundings">
        <DataState
          state={stateOfQuery(fundings, (list) => list.length === 0)}
          loadingText={t('pages.pendingTransactions.loading')}
          errorText={t('pages.pendingTransactions.error')}
          emptyText={t('pages.pendingTransactions.empty')}
          retryLabel={t('pages.common.retry')}
          onRetry={() => void fundings.refetch()}
        >
          <ul className={styles.list}>
            {fundings.data?.map((funding) => (
              <li key={funding.id} className={styles.row}>
                <span>
                  <Link className={styles.rowLink} to={`/goals/${funding.goalId}`}>
                    {t('pages.pendingTransactions.deposit', { goal: goalTitle(funding.goalId) })}
                  </Link>
                  <span className={styles.muted}>
                    {' · '}
                    {t('pages.pendingTransactions.since', { date: formatDateShort(funding.createdAt) })}
                    {' · '}
                    {t('pages.pendingTransactions.inProcess')}
                  </span>
                </span>
                <span className={styles.amount}>
                  {formatMoney(funding.amount, funding.currency === 'USD' ? 'USD' : 'CLP')}
                </span>
              </li>
            ))}
          </ul>
        </DataState>
      </Card>
    </SectionPage>
  );
}
