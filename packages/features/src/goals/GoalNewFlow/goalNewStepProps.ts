import type { NewGoalOptions, Strategy } from '@portal/platform';
import type { EarlyStepProps, FlowStepProps } from '../../stepFlow/StepFlowView.tsx';
import type { OnStep } from '../../stepFlow/useStepFlow.ts';
import type { ApvOpening, GoalNewDraft, GoalNewStep, GoalProduct } from './goalNewRules.ts';

export interface GoalNewFlowProps {
  step: GoalNewStep;
  onStep: OnStep<GoalNewStep>;
  /** Today in Chile (YYYY-MM-DD); the page passes the clock's. */
  today?: string;
  /**
   * A savings product opened as a goal (docs/RULES.md#savings-products): its kind, currency and
   * one strategy are set, its amounts are in its currency.
   */
  product?: GoalProduct;
}

/** What a new goal's plan asks the server for: the client's limits and profile, and the strategies. */
export type GoalNewOptions = NewGoalOptions & { strategies: Strategy[] };

/** What every step of a new goal gets besides the flow's: today, and the product opened as a goal. */
export interface GoalNewExtra {
  /** Today in Chile (YYYY-MM-DD). */
  today: string;
  /** A savings product opened as a goal: its kind, currency and one strategy are set. */
  product?: GoalProduct;
  /** Whether the client may open an APV (a person), and the regimes they hold one in. */
  apv: ApvOpening;
}

/** The first step, drawn before the options are in. */
export type GoalNewStepProps = EarlyStepProps<GoalNewStep, GoalNewDraft> & GoalNewExtra;

/** The plan and the summary also get the client's options and the strategies. */
export type PlanStepProps = FlowStepProps<GoalNewStep, GoalNewDraft, GoalNewOptions> & GoalNewExtra;
