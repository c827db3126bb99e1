import { activeGoals as activeOf, type Goal, type User } from '@portal/platform';

/** The client's goals that are not archived: the ones a flow can start from. */
export function activeGoals(user: Pick<User, 'goals'>): Goal[] {
  return activeOf(user.goals);
}
