import type { BankAccounts, Goal, ScheduledDeposit } from '@portal/platform';
import type { OnStep } from '../../stepFlow/useStepFlow.ts';
import type { ScheduledDepositDraft, ScheduledDepositStep } from './scheduledDepositRules.ts';

/** What every step of a scheduled deposit gets from the flow. */
export interface ScheduledDepositStepProps {
  step: ScheduledDepositStep;
  goal: Goal;
  accounts: BankAccounts;
  draft: ScheduledDepositDraft;
  saveDraft: (next: ScheduledDepositDraft) => void;
  onStep: OnStep<ScheduledDepositStep>;
  now: () => Date;
  /** The goal's schedule as it is, when it has one: this is a change of it. */
  current: ScheduledDeposit | undefined;
}
