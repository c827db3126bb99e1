import type { Goal, User } from '@portal/platform';

/** The client's goals that are not archived: the ones a flow can start from. */
export function activeGoals(user: Pick<User, 'goals'>): Goal[] {
  return (user.goals ?? []).filter((goal) => !goal.archived);
}
