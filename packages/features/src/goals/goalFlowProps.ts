import type { Goal } from '@portal/platform';
import type { OnStep } from '../stepFlow/useStepFlow.ts';

/** What a flow on one goal (a deposit, a rescue) takes from its page. */
export interface GoalFlowProps<Step extends string> {
  goal: Goal;
  /** The step shown (the page keeps it in the URL, so back and reload work). */
  step: Step;
  onStep: OnStep<Step>;
  /** The clock the business-day rule reads (tests pass a fixed one). */
  now?: () => Date;
}
