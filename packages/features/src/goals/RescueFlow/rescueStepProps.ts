import type { Goal, RescueOptions } from '@portal/platform';
import type { OnStep } from '../../stepFlow/useStepFlow.ts';
import type { RescueDraft, RescueStep } from './rescueRules.ts';

/** What every step of the rescue gets from the flow. */
export interface RescueStepProps {
  step: RescueStep;
  goal: Goal;
  options: RescueOptions;
  draft: RescueDraft;
  saveDraft: (next: RescueDraft) => void;
  onStep: OnStep<RescueStep>;
  now: () => Date;
}
