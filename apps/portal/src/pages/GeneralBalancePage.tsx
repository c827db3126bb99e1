import { formatMoney, useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balanceByCurrency } from './balance.ts';
import * as styles from './pages.css.ts';
import { activeGoals, GoalRows, SectionPage } from './parts.tsx';

/** /general-balance (main layout): what the client has, summed per currency, goal by goal. */
export default function GeneralBalancePage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());
  if (!user.data) return null;
  const goals = activeGoals(user.data);
  const totals = balanceByCurrency(goals);
  return (
    <SectionPage id="generalBalance">
      <Card title={t('pages.generalBalance.total')} id="balance-total">
        {totals.length === 0 ? (
          <p className={styles.muted}>{t('pages.generalBalance.empty')}</p>
        ) : (
          totals.map(({ currency, amount }) => (
            <p key={currency} className={styles.figure}>
              {formatMoney(amount, currency)}
            </p>
          ))
        )}
      </Card>
      {goals.length > 0 ? (
        <Card title={t('pages.generalBalance.byGoal')} id="balance-goals">
          <GoalRows goals={goals} />
        </Card>
      ) : null}
    </SectionPage>
  );
}
