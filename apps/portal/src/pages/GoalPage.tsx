import { useApi } from '@portal/platform';
import { Card, Page } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import * as styles from './pages.css.ts';
import { ActionLink, GoalNotFound, goalAmount, HomeLink } from './parts.tsx';

/** /goals/{id} (main layout): one goal; its #summary section is where deposit and rescue return. */
export default function GoalPage() {
  const { t } = useTranslation('app');
  const { goalId } = useParams();
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  if (!user) return null;
  const goal = user.goals?.find((candidate) => String(candidate.id) === goalId);
  if (!goal)
    return (
      <GoalNotFound
        actions={
          <>
            <ActionLink to="/goals">{t('pages.goal.allGoals')}</ActionLink>
            <HomeLink />
          </>
        }
      />
    );
  return (
    <Page
      eyebrow={t('pages.goal.eyebrow')}
      title={goal.title}
      actions={
        goal.archived ? null : (
          <>
            <ActionLink to={`/deposit/${goal.id}`}>{t('pages.goal.deposit')}</ActionLink>
            <ActionLink to={`/rescue/${goal.id}`} tone="secondary">
              {t('pages.goal.rescue')}
            </ActionLink>
          </>
        )
      }
    >
      <Card title={t('pages.goal.summary')} id="summary">
        <p className={styles.figure}>{goalAmount(goal)}</p>
        <p className={styles.muted}>{t('pages.goal.capital')}</p>
      </Card>
    </Page>
  );
}
