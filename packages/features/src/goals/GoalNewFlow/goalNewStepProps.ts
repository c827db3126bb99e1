import type { NewGoalOptions, Strategy } from '@portal/platform';
import type { OnStep } from '../../stepFlow/useStepFlow.ts';
import type { GoalNewDraft, GoalNewStep, GoalProduct } from './goalNewRules.ts';

/** What every step of a new goal gets from the flow. */
export interface GoalNewStepProps {
  today: string;
  draft: GoalNewDraft;
  saveDraft: (next: GoalNewDraft) => void;
  onStep: OnStep<GoalNewStep>;
  /** A savings product opened as a goal: its kind, currency and one strategy are set. */
  product?: GoalProduct;
}

/** The plan and the summary also get the client's options and the strategies. */
export interface PlanStepProps extends GoalNewStepProps {
  options: NewGoalOptions;
  strategies: Strategy[];
}
