import { parseAmountInput } from '../amountInput.ts';
import type { PlanStepProps } from './goalNewStepProps.ts';
import { monthlyToReach, monthsBetween, projectGoal, recommendedRisk, scenarios } from './goalPlanRules.ts';

/** The plan's figures from the draft and what is typed: horizon, suggested strategy, projection. */
export function usePlan(props: PlanStepProps, initialText: string, monthlyText: string) {
  const { today, options, strategies, draft, product } = props;
  const months = monthsBetween(today, `${draft.targetMonth}-01`);
  // A savings product has one strategy; an investment goal's follows its horizon and the profile.
  const risk = product ? product.risk.from : recommendedRisk(months / 12, options.riskProfile.maxRisk);
  const strategy =
    (product ? undefined : strategies.find((candidate) => candidate.id === draft.strategyId)) ??
    strategies.find((candidate) => candidate.risk === risk) ??
    strategies[0];
  const outlook = options.strategyOutlook.find((each) => each.strategyId === strategy?.id);
  const expected = outlook?.expectedYearly ?? 0.05;
  const initial = parseAmountInput(initialText || '0') ?? 0;
  const monthly = parseAmountInput(monthlyText || '0') ?? 0;
  const target = parseAmountInput(draft.targetAmount) ?? 0;
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
