import type { DepositOptions, Goal } from '@portal/platform';
import type { FlowStepProps } from '../../stepFlow/StepFlowView.tsx';
import type { DepositDraft, DepositStep } from './depositRules.ts';

/** What every step of the deposit gets: the flow's, the goal and the clock. */
export type DepositStepProps = FlowStepProps<DepositStep, DepositDraft, DepositOptions> & {
  goal: Goal;
  now: () => Date;
};
