import type { BankAccounts, Goal, ScheduledDeposit } from '@portal/platform';
import type { FlowStepProps } from '../../stepFlow/StepFlowView.tsx';
import type { ScheduledDepositDraft, ScheduledDepositStep } from './scheduledDepositRules.ts';

/**
 * What the schedule's steps ask the server for: the client's accounts, and the goal's schedule as
 * it is when it has one (this is then a change of it).
 */
export interface ScheduleOptions {
  accounts: BankAccounts;
  current: ScheduledDeposit | undefined;
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
