import { HttpResponse, http } from 'msw';
import { personaOf } from './session.ts';

/** SPEC §7 common calls. Paths match under any origin and base path. */
export const commonHandlers = [
  http.get('*/api/common/user', ({ request }) => {
    const persona = personaOf(request);
    if (!persona) return HttpResponse.json({ error: 'Invalid token' }, { status: 401 });
    return HttpResponse.json(persona.user);
  }),
];
