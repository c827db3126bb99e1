import type { Goal } from '@portal/platform';
import { Card, Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';
import * as styles from './pages.css.ts';
import { ActionLink, activeGoals, GoalNotFound, GoalRows, goalAmount, WithClient } from './parts.tsx';

/**
 * The frame of /deposit and /rescue (step layout): without a goal, the client picks one; with a goal,
 * its name and capital head the flow. The amounts and confirmation are the money flows' own steps.
 */
export function MoneyFlowPage({ flow }: { flow: 'deposit' | 'rescue' }) {
  const { t } = useTranslation('app');
  const { goalId } = useParams();
  useFlowStep(1);
  return (
    <WithClient>
      {(user) => {
        const goals = activeGoals(user);
        if (goalId === undefined)
          return (
            <Page width="narrow" title={t(`pages.${flow}.chooseTitle`)} lead={t(`pages.${flow}.chooseLead`)}>
              <Card>
                {goals.length === 0 ? (
                  <p className={styles.muted}>{t('pages.goals.empty')}</p>
                ) : (
                  <GoalRows goals={goals} linkTo={(goal: Goal) => `/${flow}/${goal.id}`} />
                )}
              </Card>
            </Page>
          );
        const goal = goals.find((candidate) => String(candidate.id) === goalId);
        if (!goal)
          return (
            <GoalNotFound
              actions={<ActionLink to={`/${flow}`}>{t(`pages.${flow}.chooseTitle`)}</ActionLink>}
            />
          );
        return (
          <Page
            width="narrow"
            eyebrow={goal.title}
            title={t(`pages.${flow}.title`)}
            lead={t(`pages.${flow}.lead`, { amount: goalAmount(goal) })}
          />
        );
      }}
    </WithClient>
  );
}
