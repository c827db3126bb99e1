import { useApi } from '@portal/platform';
import { Card, Page } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import * as styles from './pages.css.ts';
import { activeGoals, GoalRows } from './parts.tsx';

/** The four short-term products (/short-term-invest, -plus, -dollars, -dollars-plus): their goals. */
export default function ShortTermInvestPage() {
  const { t } = useTranslation('app');
  const category = useLocation().pathname.split('/').filter(Boolean)[0] ?? 'short-term-invest';
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  if (!user) return null;
  const goals = activeGoals(user).filter((goal) => goal.goalCategory.code === category);
  return (
    <Page title={t(`pages.shortTermInvest.${category}`)} lead={t('pages.shortTermInvest.lead')}>
      <Card title={t('pages.shortTermInvest.goals')} id="product-goals">
        {goals.length === 0 ? (
          <p className={styles.muted}>{t('pages.shortTermInvest.empty')}</p>
        ) : (
          <GoalRows goals={goals} />
        )}
      </Card>
    </Page>
  );
}
