import { chileDate, useApi } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoneyQueries } from '../../money/index.ts';
import { StepFlowView } from '../../stepFlow/StepFlowView.tsx';
import type { OnStep } from '../../stepFlow/useStepFlow.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { DoneStep } from './DoneStep.tsx';
import {
  apvOpeningOf,
  type GoalNewStep,
  type GoalProduct,
  goalMetaSchema,
  goalNewFlow,
} from './goalNewRules.ts';
import { MetaStep } from './MetaStep.tsx';
import { PlanStep } from './PlanStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';

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

/**
 * A new goal (docs/RULES.md#new-goal): what for, its name, target and month; then the plan, with the strategy the
 * horizon suggests within the client's risk profile and a projection (pessimistic, expected,
 * optimistic) that follows every figure typed; a summary, and the goal created once. It starts
 * empty: the confirmation offers the first deposit (for a savings product, with where to transfer).
 */
export function GoalNewFlow({ step, onStep, today = chileDate(), product }: GoalNewFlowProps) {
  const { t } = useTranslation('goals');
  const options = useQuery(useGoalFlowQueries().newGoalOptions());
  // Who the client is decides whether an APV is offered (a person's, one per regime).
  const user = useQuery(useApi().queries.currentUser());
  const apv = apvOpeningOf(user.data);
  const strategies = useQuery(useMoneyQueries().strategies());
  const data =
    options.data && strategies.data && user.data
      ? { ...options.data, strategies: strategies.data }
      : undefined;
  return (
    <StepFlowView
      {...{ flow: goalNewFlow, scope: product?.code ?? '', step, onStep, extra: { today, product, apv } }}
      options={{ queries: [options, strategies, user], data }}
      loadingText={t('goal.loading')}
      errorText={t('goal.error')}
      earlySteps={{ meta: MetaStep }}
      steps={{ plan: PlanStep, resumen: ReviewStep }}
      receipt={DoneStep}
      // A kept first step that no longer passes its rules (kept from before a limit, or edited by
      // hand: a month in the year 9500) goes back there, which says why; no plan is drawn of it.
      recheck={(at, draft) =>
        (at === 'plan' || at === 'resumen') &&
        !goalMetaSchema(today.slice(0, 7), () => '', product, apv).safeParse(draft).success
          ? 'meta'
          : null
      }
    />
  );
}
