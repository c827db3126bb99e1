import type { DepositOptions, Goal } from '@portal/platform';
import type { FlowStepProps } from '../../stepFlow/StepFlowView.tsx';
import type { ApvFigures } from '../apv/apvApi.ts';
import type { GoalFlowProps } from '../goalFlowProps.ts';
import type { DepositDraft, DepositStep } from './depositRules.ts';

/** What the deposit takes from its page. */
export type DepositFlowProps = GoalFlowProps<DepositStep>;

/** A deposit's options, and into an APV goal this year's APV figures (its caps). */
export type DepositFlowOptions = DepositOptions & { apv?: ApvFigures };

/** What every step of the deposit gets: the flow's, the goal and the clock. */
export type DepositStepProps = FlowStepProps<DepositStep, DepositDraft, DepositFlowOptions> & {
  goal: Goal;
  now: () => Date;
};
