import { useApi } from '@portal/platform';
import { Card, Page } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { usePageHeader } from '../../layout/index.ts';
import { LatestMovements } from '../../money/index.ts';
import { ApvBenefit } from '../apv/ApvBenefit.tsx';
import { usePortfolioChangeable } from '../ChangePortfolioFlow/usePortfolioChangeable.ts';
import { FavoriteGoal } from '../FavoriteGoal/FavoriteGoal.tsx';
import { GoalNotFound } from '../GoalNotFound/GoalNotFound.tsx';
import { GoalOverview } from '../GoalOverview/GoalOverview.tsx';
import { ScheduledDepositCard } from '../ScheduledDeposit/ScheduledDepositCard.tsx';
import { StrategyCard } from '../StrategyCard/StrategyCard.tsx';
import * as styles from './GoalScreen.css.ts';

/**
 * One goal's page (/goals/{id}): its value, deposits, return by period and chart, its strategy and
 * composition, its movements, and the actions; an APV goal's tax benefit this year; whether it is the favourite goal, or the way to make
 * it one; its scheduled deposit and where the goal is headed with it. #summary is where deposit and
 * rescue return, #scheduled-deposit where a scheduled deposit's flow does.
 */
export function GoalScreen({ goalId, today }: { goalId: string | undefined; today: string }) {
  const { t } = useTranslation('goals');
  const user = useQuery(useApi().queries.currentUser()).data;
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
            <ButtonLink to="/goals">{t('page.allGoals')}</ButtonLink>
            <ButtonLink tone="secondary" to="/dashboard">
              {t('page.home')}
            </ButtonLink>
          </>
        }
      />
    );
  return (
    <Page
      eyebrow={t('page.eyebrow')}
      title={goal.title}
      actions={
        goal.archived ? null : (
          <>
            <ButtonLink to={`/deposit/${goal.id}`}>{t('page.deposit')}</ButtonLink>
            <ButtonLink tone="secondary" to={`/rescue/${goal.id}`}>
              {t('page.rescue')}
            </ButtonLink>
            {changeable === false ? null : (
              <ButtonLink tone="secondary" to={`/change-portfolio?goalId=${goal.id}`}>
                {t('page.changePortfolio')}
              </ButtonLink>
            )}
          </>
        )
      }
    >
      <Card title={t('page.summary')} id="summary">
        <GoalOverview goal={goal} today={today} />
        <FavoriteGoal goal={goal} goals={user.goals ?? []} />
      </Card>
      {goal.apv ? (
        <Card title={t('apv.benefit.title', { regime: goal.apv.regime })} id="apv">
          <ApvBenefit goal={goal} />
        </Card>
      ) : null}
      {goal.archived ? null : (
        <Card title={t('page.scheduledDeposit')} id="scheduled-deposit">
          <ScheduledDepositCard goal={goal} />
        </Card>
      )}
      <Card title={t('page.strategy')} id="strategy">
        <StrategyCard strategyId={goal.portfolio?.investmentStrategyId} />
      </Card>
      <Card title={t('page.movements')} id="movements">
        <LatestMovements goalId={goal.id} count={10} />
        <Link className={styles.moreLink} to={`/dashboard/activities?goalId=${goal.id}`}>
          {t('page.allMovements')}
        </Link>
      </Card>
    </Page>
  );
}
