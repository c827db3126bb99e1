import { GoalList, starredFirst, useClientMoney, useStarGoal } from '@portal/features';
import { isActiveGoal, useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionLink } from './ActionLink.tsx';
import * as styles from './pages.css.ts';
import { SectionPage } from './SectionPage.tsx';

/**
 * /goals (main layout): the client's goals, starred first, each with its capital and return; the
 * star is saved through the API (the side menu follows); archived goals behind a filter.
 */
export default function GoalsPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  const [showArchived, setShowArchived] = useState(false);
  const all = user?.goals ?? [];
  const money = useClientMoney(all);
  const star = useStarGoal();
  if (!user) return null;
  const archived = all.filter((goal) => !isActiveGoal(goal)).length;
  const performance = new Map(money.goals.map((row) => [String(row.goal.id), row.performance]));
  const items = starredFirst(all.filter((goal) => showArchived || isActiveGoal(goal))).map((goal) => ({
    goal,
    performance: performance.get(String(goal.id)) ?? null,
  }));
  return (
    <SectionPage id="goals" actions={<ActionLink to="/goals/new">{t('pages.goals.new')}</ActionLink>}>
      <Card title={t('pages.goals.listTitle')} id="goals-list">
        {archived > 0 ? (
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={showArchived}
              onChange={(event) => setShowArchived(event.target.checked)}
            />
            {t('pages.goals.showArchived', { count: archived })}
          </label>
        ) : null}
        {star.isError ? (
          <p role="alert" className={styles.error}>
            {t('pages.goals.starFailed')}
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className={styles.muted}>{t('pages.goals.empty')}</p>
        ) : (
          <GoalList
            items={items}
            onToggleStar={(goal) => star.mutate({ goal, starred: !goal.starred })}
            savingStarOf={star.isPending ? (star.variables?.goal.id ?? null) : null}
          />
        )}
      </Card>
    </SectionPage>
  );
}
