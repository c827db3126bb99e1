import { type Goal, monthlyEquivalent, type ScheduledDeposit } from '@portal/platform';
import { monthsBetween, projectGoal, scenarios } from '../GoalNewFlow/goalPlanRules.ts';

/**
 * Where a goal with a target is headed (docs/RULES.md#scheduled-deposits), pure: its money today plus
 * what its active scheduled deposit puts in each month (none while paused), compounded monthly at
 * its strategy's expected return and one volatility either side, to the target's month. Null
 * without a target date in the future or without its strategy's outlook.
 */
export function goalOutlook(
  goal: Pick<Goal, 'currentCapital' | 'target' | 'portfolio'>,
  schedule: Pick<ScheduledDeposit, 'amount' | 'frequency' | 'status'> | undefined,
  outlook: readonly { strategyId: number; expectedYearly: number; volatility: number }[],
  today: string,
): {
  monthly: number;
  months: number;
  pessimistic: number;
  expected: number;
  optimistic: number;
  reachesTarget: boolean;
} | null {
  const target = goal.target;
  if (!target?.date) return null;
  const months = monthsBetween(today, target.date);
  const strategy = outlook.find((each) => each.strategyId === goal.portfolio?.investmentStrategyId);
  if (months <= 0 || !strategy) return null;
  const monthly = schedule && schedule.status === 'active' ? monthlyEquivalent(schedule) : 0;
  const points = projectGoal(
    { initial: goal.currentCapital, monthly, months },
    scenarios(strategy.expectedYearly, strategy.volatility),
  );
  const last = points[points.length - 1];
  if (!last) return null;
  return {
    monthly,
    months,
    pessimistic: last.pessimistic,
    expected: last.expected,
    optimistic: last.optimistic,
    reachesTarget: last.expected >= target.amount,
  };
}
