import type { Goal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { MovementList } from '../MovementList/MovementList.tsx';
import { useMoneyQueries } from '../moneyApi.ts';
import { latestMovementsShown } from '../moneyRules.ts';

export interface LatestMovementsProps {
  /** The client's goals, to name each movement's goal (leave out on a goal's own page). */
  goals?: readonly Goal[];
  /** Only this goal's movements. */
  goalId?: Goal['id'];
  count?: number;
}

/** The newest movements, with loading, empty and error-with-retry states. */
export function LatestMovements({ goals, goalId, count = latestMovementsShown }: LatestMovementsProps) {
  const { t } = useTranslation('money');
  const money = useMoneyQueries();
  const movements = useQuery(money.movements({ goalId, pageSize: count }));
  const strategies = useQuery(money.strategies());
  const titles = useMemo(() => new Map((goals ?? []).map((goal) => [String(goal.id), goal.title])), [goals]);
  return (
    <QueryState
      query={movements}
      isEmpty={(page) => page.items.length === 0}
      loadingText={t('movements.loading')}
      errorText={t('movements.error')}
      emptyText={t('movements.empty')}
    >
      <MovementList
        movements={movements.data?.items ?? []}
        goalTitle={goals ? (id) => titles.get(String(id)) : undefined}
        strategyName={(id) => strategies.data?.find((strategy) => strategy.id === id)?.name}
      />
    </QueryState>
  );
}
