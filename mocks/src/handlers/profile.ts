import { profileContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { companyProfiles } from '../fixtures/companies.ts';
import { handle } from '../http/contracted.ts';
import { accountOf } from './session.ts';

/** The profile domain's call: a company account's legal data (404 for a person's). */
export const profileHandlers = [
  handle(profileContract.entity, ({ request, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const profile = companyProfiles[account.id];
    if (!profile) return HttpResponse.json({ error: 'Not a company account' }, { status: 404 });
    return reply(profile);
  }),
];
