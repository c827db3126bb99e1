import { moneyLocale, numberFormat } from '@portal/platform';

/**
 * A new goal's plan (docs/RULES.md#new-goal), pure: the strategy its horizon suggests within the client's risk
 * profile, and what it may be worth in time in three scenarios. Numbers a client reads as "about",
 * not a promise; the page says so.
 */

/** The strategy risk (1–5) a horizon suggests: the longer the money can wait, the more it can move. */
export function horizonRisk(years: number): number {
  if (years < 2) return 1;
  if (years < 4) return 2;
  if (years < 7) return 3;
  if (years < 12) return 4;
  return 5;
}

/** The suggested strategy risk: the horizon's, never above what the client's profile allows. */
export function recommendedRisk(years: number, profileMaxRisk: number): number {
  return Math.max(1, Math.min(horizonRisk(years), profileMaxRisk));
}

/** Whole months from one calendar day to another (YYYY-MM-DD), 0 when the second is not later. */
export function monthsBetween(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 1] = from.split('-').map(Number);
  const [toYear = 0, toMonth = 1] = to.split('-').map(Number);
  return Math.max(0, (toYear - fromYear) * 12 + (toMonth - fromMonth));
}

/**
 * A plan's term as the plan step says it: in months under two years ("19 meses"), else in years to
 * one decimal as Chile writes them ("4,5 años", never "4.5").
 */
export function planTerm(
  months: number,
): { unit: 'months'; count: number } | { unit: 'years'; years: string } {
  return months < 24
    ? { unit: 'months', count: months }
    : { unit: 'years', years: numberFormat(moneyLocale, { maximumFractionDigits: 1 }).format(months / 12) };
}

export interface Scenario {
  /** Yearly return of the scenario. */
  yearly: number;
}

/**
 * The three scenarios of a strategy: expected at its yearly return, pessimistic and optimistic one
 * volatility below and above it (about two years in three fall between them).
 */
export function scenarios(
  expected: number,
  volatility: number,
): Record<'pessimistic' | 'expected' | 'optimistic', number> {
  return { pessimistic: expected - volatility, expected, optimistic: expected + volatility };
}

export interface ProjectionPoint {
  month: number;
  /** What was put in by then. */
  deposited: number;
  pessimistic: number;
  expected: number;
  optimistic: number;
}

/**
 * Month by month to the horizon: the initial amount and a deposit each month, compounded monthly at
 * each scenario's yearly return. Month 0 is today (the initial amount alone).
 */
export function projectGoal(
  plan: { initial: number; monthly: number; months: number },
  yearly: Record<'pessimistic' | 'expected' | 'optimistic', number>,
): ProjectionPoint[] {
  const rate = (annual: number) => (1 + annual) ** (1 / 12) - 1;
  const rates = {
    pessimistic: rate(yearly.pessimistic),
    expected: rate(yearly.expected),
    optimistic: rate(yearly.optimistic),
  };
  const value = { pessimistic: plan.initial, expected: plan.initial, optimistic: plan.initial };
  const points: ProjectionPoint[] = [{ month: 0, deposited: plan.initial, ...value }];
  for (let month = 1; month <= plan.months; month += 1) {
    for (const key of ['pessimistic', 'expected', 'optimistic'] as const)
      value[key] = value[key] * (1 + rates[key]) + plan.monthly;
    points.push({
      month,
      deposited: plan.initial + plan.monthly * month,
      pessimistic: Math.round(value.pessimistic),
      expected: Math.round(value.expected),
      optimistic: Math.round(value.optimistic),
    });
  }
  return points;
}

/** The monthly deposit that reaches a target in the expected scenario (0 when the initial suffices). */
export function monthlyToReach(
  target: number,
  initial: number,
  months: number,
  expectedYearly: number,
): number {
  if (months <= 0) return Math.max(0, target - initial);
  const rate = (1 + expectedYearly) ** (1 / 12) - 1;
  const grownInitial = initial * (1 + rate) ** months;
  const annuity = rate === 0 ? months : ((1 + rate) ** months - 1) / rate;
  return Math.max(0, Math.ceil((target - grownInitial) / annuity));
}
