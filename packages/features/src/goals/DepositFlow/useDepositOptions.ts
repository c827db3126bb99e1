import type { Goal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import type { FlowOptions } from '../../stepFlow/StepFlowView.tsx';
import { useApvFigures } from '../apv/apvApi.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import type { DepositFlowOptions } from './depositStepProps.ts';

/**
 * What a deposit's steps ask the server for: its limits, cut-off and account; into an APV goal,
 * this year's caps too (docs/RULES.md#apv-voluntary-retirement-savings).
 */
export function useDepositOptions(goal: Goal): FlowOptions<DepositFlowOptions> {
  const options = useQuery(useGoalFlowQueries().depositOptions(goal.id));
  const apv = useApvFigures(Boolean(goal.apv));
  const data = options.data && (!goal.apv || apv.figures) ? { ...options.data, apv: apv.figures } : undefined;
  return { queries: [options, ...apv.queries], data };
}
