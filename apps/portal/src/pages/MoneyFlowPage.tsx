import { activeGoals, GoalNotFound, goalAmount, WithClient } from '@portal/features';
import type { Goal } from '@portal/platform';
import { Card, Page } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';
import { ActionLink } from './ActionLink.tsx';
import { GoalRows } from './GoalRows.tsx';
import * as styles from './pages.css.ts';

export interface MoneyFlowPageProps {
  flow: 'deposit' | 'rescue' | 'scheduledDeposit';
  /** The flow's step (1-based) for the step layout: the logo on the first, back on later ones. */
  step?: number;
  /** The flow itself, for the chosen goal (each flow is its own chunk). */
  children?: (goal: Goal) => ReactNode;
}

const paths = { deposit: 'deposit', rescue: 'rescue', scheduledDeposit: 'scheduled-deposit' } as const;

/**
 * The frame of /deposit, /rescue and /scheduled-deposit (step layout): without a goal, the client
 * picks one (a scheduled deposit, among the goals in pesos); with a goal, its name and capital head
 * the flow, which the page hands in.
 */
export function MoneyFlowPage({ flow, step = 1, children }: MoneyFlowPageProps) {
  const { t } = useTranslation('app');
  const { goalId } = useParams();
  useFlowStep(goalId === undefined ? 1 : step);
  return (
    <WithClient>
      {(user) => {
        const goals = activeGoals(user);
        // Scheduled deposits are in pesos: the list offers those goals (a goal in dollars, by its
        // address, says so itself).
        const offered = goals.filter(
          (goal) => flow !== 'scheduledDeposit' || goal.currency.currencyCode === 'CLP',
        );
        if (goalId === undefined)
          return (
            <Page width="narrow" title={t(`pages.${flow}.chooseTitle`)} lead={t(`pages.${flow}.chooseLead`)}>
              <Card>
                {offered.length === 0 ? (
                  <p className={styles.muted}>
                    {goals.length > 0 && flow === 'scheduledDeposit'
                      ? t('pages.scheduledDeposit.noneInPesos')
                      : t('pages.goals.empty')}
                  </p>
                ) : (
                  <GoalRows goals={offered} linkTo={(goal: Goal) => `/${paths[flow]}/${goal.id}`} />
                )}
              </Card>
            </Page>
          );
        const goal = goals.find((candidate) => String(candidate.id) === goalId);
        if (!goal)
          return (
            <GoalNotFound
              actions={<ActionLink to={`/${paths[flow]}`}>{t(`pages.${flow}.chooseTitle`)}</ActionLink>}
            />
          );
        return (
          <Page
            width="narrow"
            eyebrow={goal.title}
            title={t(`pages.${flow}.title`)}
            lead={t(`pages.${flow}.lead`, { amount: goalAmount(goal) })}
          >
            {children ? <Card>{children(goal)}</Card> : null}
          </Page>
        );
      }}
    </WithClient>
  );
}
