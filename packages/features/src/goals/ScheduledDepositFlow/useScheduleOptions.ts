import type { Goal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import type { FlowOptions } from '../../stepFlow/StepFlowView.tsx';
import { useApvFigures } from '../apv/apvApi.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import type { ScheduleOptions } from './scheduledDepositStepProps.ts';

/**
 * What a scheduled deposit's steps ask the server for: the client's accounts and the goal's schedule
 * as it is; into an APV goal, this year's caps too (docs/RULES.md#apv-voluntary-retirement-savings).
 */
export function useScheduleOptions(goal: Goal): FlowOptions<ScheduleOptions> {
  const flows = useGoalFlowQueries();
  const accounts = useQuery(flows.bankAccounts());
  const schedules = useQuery(flows.scheduledDeposits());
  const apv = useApvFigures(Boolean(goal.apv));
  const current = schedules.data?.find((each) => String(each.goalId) === String(goal.id));
  const data =
    accounts.data && schedules.data && (!goal.apv || apv.figures)
      ? { accounts: accounts.data, current, apv: apv.figures }
      : undefined;
  return { queries: [accounts, schedules, ...apv.queries], data };
}
