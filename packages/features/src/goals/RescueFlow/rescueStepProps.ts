import type { Goal, RescueOptions } from '@portal/platform';
import type { FlowStepProps } from '../../stepFlow/StepFlowView.tsx';
import type { RescueDraft, RescueStep } from './rescueRules.ts';

/** What every step of the rescue gets: the flow's, the goal and the clock. */
export type RescueStepProps = FlowStepProps<RescueStep, RescueDraft, RescueOptions> & {
  goal: Goal;
  now: () => Date;
};
