import { HttpResponse, http } from 'msw';
import { defaultPersona, personas } from '../fixtures/personas.ts';

/** SPEC §7 common calls. Paths match under any origin and base path. */
export const commonHandlers = [
  http.get('*/api/common/user', () => HttpResponse.json(personas[defaultPersona])),
];
