import type { DepositOptions, Goal } from '@portal/platform';
import type { OnStep } from '../../stepFlow/useStepFlow.ts';
import type { DepositDraft, DepositStep } from './depositRules.ts';

/** What every step of the deposit gets from the flow. */
export interface DepositStepProps {
  step: DepositStep;
  goal: Goal;
  options: DepositOptions;
  draft: DepositDraft;
  saveDraft: (next: DepositDraft) => void;
  onStep: OnStep<DepositStep>;
  now: () => Date;
}
