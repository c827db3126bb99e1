import {
  activeGoals,
  ChangePortfolioFlow,
  changePortfolioFlow,
  GoalNotFound,
  useStepParam,
  WithClient,
} from '@portal/features';
import { Card, Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';
import { ActionLink } from './ActionLink.tsx';
import { GoalRows } from './GoalRows.tsx';
import * as styles from './pages.css.ts';

/**
 * /change-portfolio (signed in, step layout): moving a goal to another investment strategy. The
 * goal comes in `?goalId=` (the goal page links so); without one, the client picks it. The steps
 * live in `?paso=`, so back, forward and a reload land on the same step.
 */
export default function ChangePortfolioPage() {
  const { t } = useTranslation('app');
  const [search] = useSearchParams();
  const goalId = search.get('goalId');
  const { step, toStep } = useStepParam(changePortfolioFlow);
  useFlowStep(goalId ? changePortfolioFlow.stepNumber(step) : 1);
  return (
    <WithClient>
      {(user) => {
        const goals = activeGoals(user);
        if (!goalId)
          return (
            <Page
              width="narrow"
              title={t('pages.changePortfolio.title')}
              lead={t('pages.changePortfolio.chooseLead')}
            >
              <Card>
                {goals.length === 0 ? (
                  <p className={styles.muted}>{t('pages.goals.empty')}</p>
                ) : (
                  <GoalRows goals={goals} linkTo={(goal) => `/change-portfolio?goalId=${goal.id}`} />
                )}
              </Card>
            </Page>
          );
        const goal = goals.find((candidate) => String(candidate.id) === goalId);
        if (!goal)
          return (
            <GoalNotFound
              actions={<ActionLink to="/change-portfolio">{t('pages.changePortfolio.title')}</ActionLink>}
            />
          );
        return (
          <Page
            width="narrow"
            eyebrow={goal.title}
            title={t('pages.changePortfolio.title')}
            lead={t('pages.changePortfolio.lead')}
          >
            <Card>
              <ChangePortfolioFlow goal={goal} step={step} onStep={toStep} />
            </Card>
          </Page>
        );
      }}
    </WithClient>
  );
}
