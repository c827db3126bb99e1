import type { Goal } from '@portal/platform';

export interface CurrencyTotal {
  currency: 'CLP' | 'USD';
  amount: number;
}

/** The client's capital summed per currency (pesos first), skipping archived goals. */
export function balanceByCurrency(goals: readonly Goal[]): CurrencyTotal[] {
  const totals = new Map<'CLP' | 'USD', number>();
  for (const goal of goals) {
    if (goal.archived) continue;
    const currency = goal.currency.currencyCode === 'USD' ? 'USD' : 'CLP';
    totals.set(currency, (totals.get(currency) ?? 0) + goal.currentCapital);
  }
  return (['CLP', 'USD'] as const)
    .filter((currency) => totals.has(currency))
    .map((currency) => ({ currency, amount: totals.get(currency) ?? 0 }));
}
