import type { BankAccounts, Goal, ScheduledDeposit } from '@portal/platform';
import type { FlowStepProps } from '../../stepFlow/StepFlowView.tsx';
import type { ApvFigures } from '../apv/apvApi.ts';
import type { GoalFlowProps } from '../goalFlowProps.ts';
import type { ScheduledDepositDraft, ScheduledDepositStep } from './scheduledDepositRules.ts';

/** What the scheduled deposit takes from its page. */
export type ScheduledDepositFlowProps = GoalFlowProps<ScheduledDepositStep>;

/**
 * What the schedule's steps ask the server for: the client's accounts, and the goal's schedule as
 * it is when it has one (this is then a change of it); for an APV goal, this year's caps.
 */
export interface ScheduleOptions {
  accounts: BankAccounts;
  current: ScheduledDeposit | undefined;
  /** Into an APV goal: this year's APV figures, whose cap one charge may not pass. */
  apv?: ApvFigures;
}

/** What every step of a scheduled deposit gets: the flow's, the goal and the clock. */
export type ScheduledDepositStepProps = FlowStepProps<
  ScheduledDepositStep,
  ScheduledDepositDraft,
  ScheduleOptions
> & {
  goal: Goal;
  now: () => Date;
};
