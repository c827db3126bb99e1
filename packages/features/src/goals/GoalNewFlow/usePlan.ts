import { newGoalLimits } from '@portal/platform';
import { parseAmountInput } from '../amountInput.ts';
import type { PlanStepProps } from './goalNewStepProps.ts';
import { monthlyToReach, monthsBetween, projectGoal, recommendedRisk, scenarios } from './goalPlanRules.ts';

/** The plan's figures from the draft and what is typed: horizon, suggested strategy, projection. */
export function planFigures(
  props: Pick<PlanStepProps, 'today' | 'options' | 'draft' | 'product'>,
  initialText: string,
  monthlyText: string,
) {
  const { today, options, draft, product } = props;
  const { strategies } = options;
  const months = monthsBetween(today, `${draft.targetMonth}-01`);
  // A savings product has one strategy; an investment goal's follows its horizon and the profile.
  const risk = product ? product.risk.from : recommendedRisk(months / 12, options.riskProfile.maxRisk);
  const strategy =
    (product ? undefined : strategies.find((candidate) => candidate.id === draft.strategyId)) ??
    strategies.find((candidate) => candidate.risk === risk) ??
    strategies[0];
  const outlook = options.strategyOutlook.find((each) => each.strategyId === strategy?.id);
  const expected = outlook?.expectedYearly ?? 0.05;
  // The projection follows what is typed while it is within the plan's limits (what one deposit may
  // be, the largest target): past them the field says why, and the figures stay finite.
  const currency = product?.currency ?? 'CLP';
  const within = (text: string, maximum: number) => {
    const value = parseAmountInput(text || '0');
    return value !== null && value >= 0 && value <= maximum ? value : 0;
  };
  const initial = within(initialText, newGoalLimits.maximumAmount[currency]);
  const monthly = within(monthlyText, newGoalLimits.maximumAmount[currency]);
  const target = within(draft.targetAmount, newGoalLimits.maximumTarget[currency]);
  const points = projectGoal({ initial, monthly, months }, scenarios(expected, outlook?.volatility ?? 0));
  return {
    months,
    strategy,
    initial,
    monthly,
    target,
    points,
    suggested: monthlyToReach(target, initial, months, expected),
  };
}

/** The plan's figures for the plan step (pure: `planFigures`). */
export function usePlan(props: PlanStepProps, initialText: string, monthlyText: string) {
  return planFigures(props, initialText, monthlyText);
}
