import { activeGoals, type ExchangeRate, type Goal, type Strategy } from '@portal/platform';
import { goalCurrency } from './amounts.ts';

export interface CurrencyTotal {
  currency: 'CLP' | 'USD';
  amount: number;
}

/** The client's capital summed per currency (pesos first), skipping archived goals. */
export function balanceByCurrency(goals: readonly Goal[]): CurrencyTotal[] {
  const totals = new Map<'CLP' | 'USD', number>();
  for (const goal of activeGoals(goals)) {
    const currency = goalCurrency(goal);
    totals.set(currency, (totals.get(currency) ?? 0) + goal.currentCapital);
  }
  return (['CLP', 'USD'] as const)
    .filter((currency) => totals.has(currency))
    .map((currency) => ({ currency, amount: roundIn(currency, totals.get(currency) ?? 0) }));
}

/**
 * The lines under the total of the general balance, one per currency held (docs/RULES.md#money-views):
 * none for a client whose all is in pesos, whose total already says it; with dollars, each
 * currency's own amount, so the dollars are read in dollars and the pesos apart from them.
 */
export function currencyLines(goals: readonly Goal[]): CurrencyTotal[] {
  const totals = balanceByCurrency(goals);
  return totals.length === 1 && totals[0]?.currency === 'CLP' ? [] : totals;
}

const roundIn = (currency: 'CLP' | 'USD', amount: number) =>
  currency === 'USD' ? Math.round(amount * 100) / 100 : Math.round(amount);

/**
 * Whole numbers that add up to `total` exactly, each as close as can be to its exact value (largest
 * remainder): the rows of a breakdown then sum to the total the page shows above them.
 */
export function roundToTotal(values: readonly number[], total: number): number[] {
  const floors = values.map(Math.floor);
  let left = total - floors.reduce((sum, value) => sum + value, 0);
  const order = values
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const rounded = [...floors];
  for (const { index } of order) {
    if (left <= 0) break;
    rounded[index] = (rounded[index] ?? 0) + 1;
    left -= 1;
  }
  return rounded;
}

export interface CategoryRow {
  /** goalCategory.code */
  category: string;
  currency: 'CLP' | 'USD';
  /** How many goals it sums. */
  goals: number;
  /** In the category's own currency. */
  amount: number;
  /** In pesos at the rate; the rows add up to the total in pesos. */
  pesos: number;
  /** Of the total in pesos, 0 to 1. */
  share: number;
}

/**
 * The active goals consolidated by category and currency, largest first. Dollars count in pesos at
 * the rate given (the one the page names), and the rows' pesos add up to `totalInPesos` exactly.
 */
export function balanceByCategory(goals: readonly Goal[], rate: Pick<ExchangeRate, 'rate'>): CategoryRow[] {
  const groups = new Map<
    string,
    { category: string; currency: 'CLP' | 'USD'; goals: number; amount: number }
  >();
  for (const goal of activeGoals(goals)) {
    const currency = goalCurrency(goal);
    const key = `${goal.goalCategory.code}|${currency}`;
    const group = groups.get(key) ?? { category: goal.goalCategory.code, currency, goals: 0, amount: 0 };
    group.goals += 1;
    group.amount += goal.currentCapital;
    groups.set(key, group);
  }
  const rows = [...groups.values()];
  const exact = rows.map((row) => (row.currency === 'USD' ? row.amount * rate.rate : row.amount));
  const total = Math.round(exact.reduce((sum, value) => sum + value, 0));
  const pesos = roundToTotal(exact, total);
  return rows
    .map((row, index) => {
      const inPesos = pesos[index] ?? 0;
      return {
        ...row,
        amount: roundIn(row.currency, row.amount),
        pesos: inPesos,
        share: total > 0 ? inPesos / total : 0,
      };
    })
    .sort((a, b) => b.pesos - a.pesos || a.category.localeCompare(b.category));
}

export interface AssetShare {
  /** The strategy composition's asset class; null for goals whose strategy is not known. */
  assetClass: string | null;
  pesos: number;
  share: number;
}

/**
 * What the client's money is invested in: each active goal's value (in pesos) spread over its
 * strategy's composition, summed per asset class, largest first, adding up to the total in pesos.
 */
export function allocationOf(
  goals: readonly Goal[],
  strategies: readonly Strategy[],
  rate: Pick<ExchangeRate, 'rate'>,
): AssetShare[] {
  const byClass = new Map<string | null, number>();
  const add = (assetClass: string | null, pesos: number) =>
    byClass.set(assetClass, (byClass.get(assetClass) ?? 0) + pesos);
  for (const goal of goals) {
    if (goal.archived || goal.currentCapital <= 0) continue;
    const pesos = goalCurrency(goal) === 'USD' ? goal.currentCapital * rate.rate : goal.currentCapital;
    const strategy = strategies.find(
      (candidate) => candidate.id === Number(goal.portfolio?.investmentStrategyId),
    );
    if (!strategy || strategy.composition.length === 0) {
      add(null, pesos);
      continue;
    }
    const weights = strategy.composition.reduce((sum, part) => sum + part.weight, 0);
    for (const part of strategy.composition) add(part.assetClass, (pesos * part.weight) / weights);
  }
  const entries = [...byClass.entries()];
  const total = Math.round(entries.reduce((sum, [, value]) => sum + value, 0));
  const pesos = roundToTotal(
    entries.map(([, value]) => value),
    total,
  );
  return entries
    .map(([assetClass], index) => {
      const inPesos = pesos[index] ?? 0;
      return { assetClass, pesos: inPesos, share: total > 0 ? inPesos / total : 0 };
    })
    .filter((share) => share.pesos > 0)
    .sort((a, b) => b.pesos - a.pesos || String(a.assetClass).localeCompare(String(b.assetClass)));
}

/**
 * The client's total in pesos: every goal that is not archived, dollar goals at the rate the page
 * shows (rounded to the peso once, at the end).
 */
export function totalInPesos(goals: readonly Goal[], rate: Pick<ExchangeRate, 'rate'>): number {
  const total = activeGoals(goals).reduce(
    (sum, goal) =>
      sum + (goal.currency.currencyCode === 'USD' ? goal.currentCapital * rate.rate : goal.currentCapital),
    0,
  );
  return Math.round(total);
}
