import { chileDate } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueriesState } from '../../kit/QueryState.tsx';
import { useMoneyQueries } from '../../money/index.ts';
import { type OnStep, useFlowDraft } from '../../stepFlow/useStepFlow.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { DoneStep } from './DoneStep.tsx';
import { type GoalNewStep, type GoalProduct, goalMetaSchema, goalNewFlow } from './goalNewRules.ts';
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
  const flows = useGoalFlowQueries();
  const options = useQuery(flows.newGoalOptions());
  const strategies = useQuery(useMoneyQueries().strategies());
  const draft = useFlowDraft(goalNewFlow, product?.code ?? '', step, onStep);
  // A kept draft whose first step no longer passes its rules (kept from before a limit, or edited by
  // hand: a month in the year 9500) goes back to that step, which says why; no plan is drawn of it.
  const metaBroken =
    (step === 'plan' || step === 'resumen') &&
    !draft.missing &&
    !goalMetaSchema(today.slice(0, 7), () => '', product).safeParse(draft.draft).success;
  useEffect(() => {
    if (metaBroken) onStep('meta', { replace: true });
  }, [metaBroken, onStep]);

  if (metaBroken) return null;
  if (step === 'listo' && draft.draft.receipt) return <DoneStep draft={draft.draft} product={product} />;
  if (step === 'meta')
    return (
      <MetaStep today={today} draft={draft.draft} saveDraft={draft.save} onStep={onStep} product={product} />
    );
  return (
    <QueriesState queries={[options, strategies]} loadingText={t('goal.loading')} errorText={t('goal.error')}>
      {options.data && strategies.data && !draft.missing ? (
        step === 'resumen' ? (
          <ReviewStep
            today={today}
            options={options.data}
            strategies={strategies.data}
            draft={draft.draft}
            saveDraft={draft.save}
            onStep={onStep}
            product={product}
          />
        ) : (
          <PlanStep
            today={today}
            options={options.data}
            strategies={strategies.data}
            draft={draft.draft}
            saveDraft={draft.save}
            onStep={onStep}
            product={product}
          />
        )
      ) : null}
    </QueriesState>
  );
}
