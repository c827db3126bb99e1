import { goalsContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { handle } from '../../http/contracted.ts';
import { updateCreatedGoal } from '../flowState.ts';
import { accountOf } from '../session.ts';

/** PUT api/goals/{id}/starred {starred}: stars or unstars one of the client's goals; answers the goal. */
export const starHandlers = [
  handle(goalsContract.star, ({ request, params, body, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const goal = (account.user.goals ?? []).find((own) => String(own.id) === params.goalId);
    if (!goal) return HttpResponse.json({ error: 'Goal not found' }, { status: 404 });
    // A goal the client created lives in the flows' kept state; a fixture goal in memory.
    const created = updateCreatedGoal(account.id, String(goal.id), { starred: body.starred });
    if (created) return reply(created);
    goal.starred = body.starred;
    return reply(goal);
  }),
];
