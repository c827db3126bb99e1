import type { Goal, RescueOptions } from '@portal/platform';
import type { FlowStepProps } from '../../stepFlow/StepFlowView.tsx';
import type { GoalFlowProps } from '../goalFlowProps.ts';
import type { RescueDraft, RescueStep } from './rescueRules.ts';

/** What the rescue takes from its page. */
export type RescueFlowProps = GoalFlowProps<RescueStep>;

/** What every step of the rescue gets: the flow's, the goal and the clock. */
export type RescueStepProps = FlowStepProps<RescueStep, RescueDraft, RescueOptions> & {
  goal: Goal;
  now: () => Date;
};
