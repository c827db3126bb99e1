import type { Goal, RescueOptions } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import type { FlowOptions } from '../../stepFlow/StepFlowView.tsx';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';

/** What a rescue's steps ask the server for: what is available, the accounts, the cut-off. */
export function useRescueOptions(goal: Goal): FlowOptions<RescueOptions> {
  const options = useQuery(useGoalFlowQueries().rescueOptions(goal.id));
  return { queries: [options], data: options.data };
}
