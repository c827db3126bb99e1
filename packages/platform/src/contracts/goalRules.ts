/**
 * The goals' rules that the portal's pages and the backend both run (docs/RULES.md#goals-pages),
 * written once. Import-free, so the early start can use them without a byte of zod.
 */

/** A goal counts (in totals, menus, flows) while it is not archived. */
export function isActiveGoal(goal: { readonly archived: boolean }): boolean {
  return !goal.archived;
}

/** The client's active goals, in the server's order. */
export function activeGoals<Goal extends { readonly archived: boolean }>(
  goals: readonly Goal[] | undefined,
): Goal[] {
  return (goals ?? []).filter(isActiveGoal);
}
