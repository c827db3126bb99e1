import { fetchJson, type Goal, goalSchema, type User, useApi } from '@portal/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Stars or unstars a goal through the API (PUT api/goals/{id}/starred). On success the client data
 * is updated in place, so the goals list and the side menu reorder at once, then fetched again.
 */
export function useStarGoal() {
  const api = useApi();
  const client = useQueryClient();
  const userKey = api.queries.currentUser().queryKey;
  return useMutation({
    mutationFn: ({ goal, starred }: { goal: Goal; starred: boolean }) =>
      fetchJson(
        `${api.apiBase}api/goals/${encodeURIComponent(String(goal.id))}/starred`,
        goalSchema,
        { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ starred }) },
        api.http,
      ),
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
