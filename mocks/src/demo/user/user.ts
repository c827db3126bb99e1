import { HttpResponse, http } from 'msw';
import { accountOf } from '../../handlers/session.ts';

/**
 * The template's demo user calls, GET and PATCH api/common/user (docs/RULES.md#demo-mock-calls): the
 * product reads the user through the RPC `user.getCurrentUser` and never sends these.
 */
export const demoUserHandlers = [
  http.get('*/api/common/user', ({ request }) => {
    const persona = accountOf(request);
    if (persona instanceof Response) return persona;
    return HttpResponse.json(persona.user);
  }),
  // PATCH api/common/user {user}: merges the fields (demo contract, docs/RULES.md#demo-mock-calls).
  http.patch('*/api/common/user', async ({ request }) => {
    const persona = accountOf(request);
    if (persona instanceof Response) return persona;
    const body = (await request.json().catch(() => null)) as { user?: Record<string, unknown> } | null;
    if (!body?.user) return HttpResponse.json({ error: 'Body must be {user}' }, { status: 400 });
    const { id: _id, ...changes } = body.user;
    Object.assign(persona.user, changes);
    return HttpResponse.json(persona.user);
  }),
];
