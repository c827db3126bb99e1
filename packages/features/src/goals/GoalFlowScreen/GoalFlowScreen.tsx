import type { Goal } from '@portal/platform';
import { Card, Item, ItemList, itemLink, Page, Text } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { WithClient } from '../../kit/WithClient.tsx';
import { goalAmount } from '../../money/model.ts';
import { stepLeftNow } from '../../stepFlow/StepHeading.tsx';
import { activeGoals } from '../activeGoals.ts';
import { GoalNotFound } from '../GoalNotFound/GoalNotFound.tsx';
import { type GoalFlowKind, goalFlowPaths, goalsOffered } from './goalFlowRules.ts';

export interface GoalFlowScreenProps {
  kind: GoalFlowKind;
  /** The goal the address names; none: the client picks one. */
  goalId: string | undefined;
  /** The flow itself, for the chosen goal (each flow is its own chunk). */
  children: (goal: Goal) => ReactNode;
}

/**
 * The screen of a flow on one goal (a deposit, a rescue, a scheduled deposit, a change of
 * portfolio): without a goal, the client picks one of those the flow offers; a goal that is not
 * the client's says so, with the way to pick another; with a goal, its name and capital head the flow.
 */
export function GoalFlowScreen({ kind, goalId, children }: GoalFlowScreenProps) {
  const { t } = useTranslation('goals');
  const paths = goalFlowPaths[kind];
  return (
    <WithClient>
      {(user) => {
        const goals = activeGoals(user);
        if (goalId === undefined) {
          const offered = goalsOffered(kind, goals);
          return (
            <Page
              width="narrow"
              title={t(`flowPage.${kind}.chooseTitle`)}
              lead={t(`flowPage.${kind}.chooseLead`)}
            >
              <Card>
                {offered.length === 0 ? (
                  <Text tone="muted" size="sm">
                    {goals.length > 0 && kind === 'scheduledDeposit'
                      ? t('flowPage.scheduledDeposit.noneInPesos')
                      : t('flowPage.noGoals')}
                  </Text>
                ) : (
                  <ItemList>
                    {offered.map((goal) => (
                      <Item key={goal.id}>
                        {/* The list goes once a goal is chosen: the flow's first step takes the focus. */}
                        <Link className={itemLink} to={paths.of(goal.id)} onClick={stepLeftNow}>
                          {goal.title}
                        </Link>
                        <Text as="span" numeric weight="semibold">
                          {goalAmount(goal)}
                        </Text>
                      </Item>
                    ))}
                  </ItemList>
                )}
              </Card>
            </Page>
          );
        }
        const goal = goals.find((candidate) => String(candidate.id) === goalId);
        if (!goal)
          return (
            <GoalNotFound
              actions={<ButtonLink to={paths.choose}>{t('flowPage.chooseAnother')}</ButtonLink>}
            />
          );
        return (
          <Page
            width="narrow"
            eyebrow={goal.title}
            title={t(`flowPage.${kind}.title`)}
            lead={t(`flowPage.${kind}.lead`, { amount: goalAmount(goal) })}
          >
            <Card>{children(goal)}</Card>
          </Page>
        );
      }}
    </WithClient>
  );
}
