import type { Goal } from '@portal/platform';

/**
 * The icon of a goal's category (names of @portal/ui's Icon), the same the side menu gives its
 * section (buildGoalsMenu): a piggy bank for short-term savings, a wallet for the wallet.
 */
export const categoryIcons: Record<string, string> = {
  housing: 'home',
  retirement: 'chart',
  // Voluntary retirement savings: a retirement goal with a tax regime.
  apv: 'chart',
  travel: 'flight',
  education: 'school',
  car: 'car',
  'short-term-invest': 'savings',
  'short-term-invest-plus': 'savings',
  'short-term-invest-dollars': 'dollar',
  'short-term-invest-dollars-plus': 'dollar',
  dollarbox: 'dollar',
  'caja-moneda': 'wallet',
};

export function goalIcon(goal: Pick<Goal, 'goalCategory'>): string {
  return categoryIcons[goal.goalCategory.code] ?? 'flag';
}

/**
 * How far a goal is toward its target, 0 to 1 (a goal past its target is full); null without a
 * target worth measuring against.
 */
export function targetProgress(goal: Pick<Goal, 'currentCapital' | 'target'>): number | null {
  const amount = goal.target?.amount;
  if (!amount || amount <= 0) return null;
  return Math.min(1, Math.max(0, goal.currentCapital / amount));
}

/** Starred goals first, the rest in the order given (the sort is stable). A new array. */
export function starredFirst<T extends Pick<Goal, 'starred'>>(goals: readonly T[]): T[] {
  return [...goals].sort((a, b) => Number(b.starred) - Number(a.starred));
}
