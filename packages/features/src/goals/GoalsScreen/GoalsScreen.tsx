import { isActiveGoal, useApi } from '@portal/platform';
import { Card, Checkbox, Inline, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { useClientMoney } from '../../money/index.ts';
import { useRegistration } from '../../onboarding/index.ts';
import { GoalList } from '../GoalList/GoalList.tsx';
import { starredFirst } from '../goalLabels.ts';
import { useStarGoal } from '../useStarGoal.ts';

/**
 * The goals' list (/goals): the client's goals, starred first, each with its capital and return; a
 * star is saved through the API (the side menu follows); archived goals behind a filter, offered
 * only when there are some. With none, the first is offered once the account is open.
 */
export function GoalsScreen() {
  const { t } = useTranslation('goals');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  const [showArchived, setShowArchived] = useState(false);
  const all = user?.goals ?? [];
  const money = useClientMoney(all);
  const star = useStarGoal();
  const registering = useRegistration()?.open === false;
  if (!user) return null;
  const archived = all.filter((goal) => !isActiveGoal(goal)).length;
  const performance = new Map(money.goals.map((row) => [String(row.goal.id), row.performance]));
  const items = starredFirst(all.filter((goal) => showArchived || isActiveGoal(goal))).map((goal) => ({
    goal,
    performance: performance.get(String(goal.id)) ?? null,
  }));
  return (
    <Card title={t('list.title')} id="goals-list">
      <Stack gap="md">
        {archived > 0 ? (
          <Checkbox
            label={t('list.showArchived', { count: archived })}
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
          />
        ) : null}
        {star.isError ? (
          <Text role="alert" tone="critical" size="sm">
            {t('list.starFailed')}
          </Text>
        ) : null}
        {items.length === 0 ? (
          <>
            <Text tone="muted" size="sm">
              {t(registering ? 'list.emptyRegistering' : 'list.empty')}
            </Text>
            {registering ? (
              <Inline>
                <ButtonLink to="/onboarding">{t('newGoalPage.registering.go')}</ButtonLink>
              </Inline>
            ) : null}
          </>
        ) : (
          <GoalList
            items={items}
            onToggleStar={(goal) => star.mutate({ goal, starred: !goal.starred })}
            savingStarOf={star.isPending ? (star.variables?.goal.id ?? null) : null}
          />
        )}
      </Stack>
    </Card>
  );
}
