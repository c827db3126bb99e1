import { useApi } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { useMoneyQueries } from '../../money/index.ts';
import type { FlowOptions } from '../../stepFlow/StepFlowView.tsx';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { type ApvOpening, apvOpeningOf } from './goalNewRules.ts';
import type { GoalNewOptions } from './goalNewStepProps.ts';

/**
 * What a new goal's plan asks the server for: the client's limits and profile, and the strategies;
 * and who the client is, which decides whether an APV is offered (a person's, one per regime).
 */
export function useGoalNewOptions(): { options: FlowOptions<GoalNewOptions>; apv: ApvOpening } {
  const options = useQuery(useGoalFlowQueries().newGoalOptions());
  const user = useQuery(useApi().queries.currentUser());
  const strategies = useQuery(useMoneyQueries().strategies());
  const data =
    options.data && strategies.data && user.data
      ? { ...options.data, strategies: strategies.data }
      : undefined;
  return { options: { queries: [options, strategies, user], data }, apv: apvOpeningOf(user.data) };
}
