import { useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from './pages.css.ts';
import { ActionLink, activeGoals, GoalRows, SectionPage } from './parts.tsx';

/** /goals (main layout): the client's goals, starred first, each to its page. */
export default function GoalsPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  if (!user) return null;
  const goals = activeGoals(user).sort((a, b) => Number(b.starred) - Number(a.starred));
  return (
    <SectionPage id="goals" actions={<ActionLink to="/goals/new">{t('pages.goals.new')}</ActionLink>}>
      <Card title={t('pages.goals.listTitle')} id="goals-list">
        {goals.length === 0 ? (
          <p className={styles.muted}>{t('pages.goals.empty')}</p>
        ) : (
          <GoalRows goals={goals} />
        )}
      </Card>
    </SectionPage>
  );
}
