import {
  FavoriteGoal,
  GoalOverview,
  LatestMovements,
  ScheduledDepositCard,
  StrategyCard,
  usePortfolioChangeable,
} from '@portal/features';
import { chileDate, useApi } from '@portal/platform';
import { Card, Page } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageHeader } from '../shell/pageHeader.ts';
import { ActionLink, HomeLink } from './ActionLink.tsx';
import { GoalNotFound } from './GoalNotFound.tsx';
import * as styles from './pages.css.ts';

/**
 * /goals/{id} (main layout): one goal's value, deposits, return by period and chart, its strategy and
 * composition, its movements, and the actions; whether it is the favourite goal, or the way to make
 * it one; its scheduled deposit and where the goal is headed with it; #summary is where deposit
 * and rescue return, #scheduled-deposit where a scheduled deposit's flow does.
 */
export default function GoalPage() {
  const { t } = useTranslation('app');
  const { goalId } = useParams();
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  const goal = user?.goals?.find((candidate) => String(candidate.id) === goalId);
  // A wallet or a short-term goal keeps its product's one strategy: no change is offered.
  const changeable = usePortfolioChangeable(goal);
  // On phones the header leads back to the goals, with the goal's name (docs/RULES.md#goals-pages).
  usePageHeader({ back: '/goals', title: goal?.title, phoneOnly: true });
  if (!user) return null;
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
            {changeable === false ? null : (
              <ActionLink to={`/change-portfolio?goalId=${goal.id}`} tone="secondary">
                {t('pages.goal.changePortfolio')}
              </ActionLink>
            )}
          </>
        )
      }
    >
      <Card title={t('pages.goal.summary')} id="summary">
        <GoalOverview goal={goal} today={chileDate()} />
        <FavoriteGoal goal={goal} goals={user.goals ?? []} />
      </Card>
      {goal.archived ? null : (
        <Card title={t('pages.goal.scheduledDeposit')} id="scheduled-deposit">
          <ScheduledDepositCard goal={goal} />
        </Card>
      )}
      <Card title={t('pages.goal.strategy')} id="strategy">
        <StrategyCard strategyId={goal.portfolio?.investmentStrategyId} />
      </Card>
      <Card title={t('pages.goal.movements')} id="movements">
        <LatestMovements goalId={goal.id} count={10} />
        <Link className={styles.moreLink} to={`/dashboard/activities?goalId=${goal.id}`}>
          {t('pages.goal.allMovements')}
        </Link>
      </Card>
    </Page>
  );
}
