import * as z from 'zod/mini';
import type { Goal } from './rpc.ts';

/**
 * The client's favourite goal (docs/RULES.md#favourite-goal): where a transfer in pesos that names
 * no goal lands, after the day's cut-off. GET/PUT {apiBase}api/favorite-goal. `reassigned` says the
 * rule moved it on its own since the client chose (the goal they had was archived or emptied).
 */
export const favoriteGoalSchema = z.object({
  goalId: z.nullable(z.union([z.string(), z.number()])),
  reassigned: z.nullable(
    z.object({ from: z.union([z.string(), z.number()]), why: z.enum(['archived', 'emptied']) }),
  ),
});
export type FavoriteGoal = z.infer<typeof favoriteGoalSchema>;

/** Why a goal cannot be the favourite: archived, emptied, or in another currency than pesos. */
export type FavoriteRefusal = 'archived' | 'emptied' | 'currency';

/** Whether a goal may be the favourite, and if not why: an active goal in pesos with money in it. */
export function favoriteRefusal(goal: Goal): FavoriteRefusal | null {
  if (goal.archived) return 'archived';
  if (goal.currency.currencyCode !== 'CLP') return 'currency';
  if (goal.currentCapital <= 0) return 'emptied';
  return null;
}

/**
 * The favourite as the rule keeps it: the client's choice while it may be one; otherwise (archived,
 * emptied, gone) the goal in pesos with the most money, and why it moved; none when no goal may be.
 * Without a choice yet, the same pick, with nothing to tell.
 */
export function keptFavorite(goals: readonly Goal[], chosen: string | number | null): FavoriteGoal {
  const current = chosen === null ? undefined : goals.find((goal) => String(goal.id) === String(chosen));
  if (current && favoriteRefusal(current) === null) return { goalId: current.id, reassigned: null };
  const pick = goals
    .filter((goal) => favoriteRefusal(goal) === null)
    .sort((a, b) => b.currentCapital - a.currentCapital || String(a.id).localeCompare(String(b.id)))[0];
  // A choice that is gone counts as archived.
  const why = current && favoriteRefusal(current) === 'emptied' ? 'emptied' : 'archived';
  return { goalId: pick?.id ?? null, reassigned: chosen === null ? null : { from: chosen, why } };
}
