import { type Goal, type User, useApi } from '@portal/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { starGoal } from './goalFlowsApi.ts';

/**
 * Stars or unstars a goal through the API (PUT api/goals/{id}/starred). On success the client data
 * is updated in place, so the goals list and the side menu reorder at once, then fetched again.
 */
export function useStarGoal() {
  const api = useApi();
  const client = useQueryClient();
  const userKey = api.queries.currentUser().queryKey;
  return useMutation({
    mutationFn: ({ goal, starred }: { goal: Goal; starred: boolean }) => starGoal(api, goal.id, starred),
    onSuccess: (saved) => {
      client.setQueryData<User>(userKey, (user) =>
        user
          ? {
              ...user,
              goals: user.goals?.map((goal) =>
                String(goal.id) === String(saved.id) ? { ...goal, starred: saved.starred } : goal,
              ),
            }
          : user,
      );
      void client.invalidateQueries({ queryKey: userKey });
    },
  });
}
