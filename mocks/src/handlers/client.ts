import { meetingModes } from '@portal/platform';
import { HttpResponse, http } from 'msw';
import { defineMockState } from '../control/store.ts';
import { advisorName, advisorOf, advisorSlots } from '../fixtures/advisors.ts';
import { articles } from '../fixtures/articles.ts';
import { catalogue } from '../fixtures/catalogue.ts';
import { companyProfiles } from '../fixtures/companies.ts';
import { insuranceDetails } from '../fixtures/insurance.ts';
import { referralProgrammeOf } from '../fixtures/referrals.ts';
import { oncePerKey } from './flowState.ts';
import { chileToday } from './money.ts';
import { accountOf } from './session.ts';

/** Meetings booked in this run, by account: their slots are no longer offered. */
const meetings = defineMockState('meetings', () => ({}) as Record<string, string[]>, { persist: true });
const bookedBy = (account: string) => meetings.get()[account] ?? [];

/**
 * What surrounds the money of the account a request acts for (docs/RULES.md#money-views, our
 * contract for these calls): the catalogue and fees, the advisor, the referral programme, insurance contracts in detail,
 * a company's legal data and the blog feed. Another client's contract is not found (404).
 */
export const clientHandlers = [
  http.get('*/api/products', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json(catalogue);
  }),

  http.get('*/api/advisor', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json({ advisor: advisorOf(account.id, chileToday(), bookedBy(account.id)) });
  }),

  http.get('*/api/advisor/slots', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const slots = advisorSlots(account.id, chileToday(), bookedBy(account.id));
    return HttpResponse.json({ slots: slots.map((start) => ({ start, minutes: 30 })) });
  }),

  // Once per Idempotency-Key, as the money writes: a retry after a lost answer gets the first
  // answer (the client's own meeting), never "taken" for the slot the client just took.
  http.post('*/api/advisor/meetings', async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const once = oncePerKey(request, account.id);
    if (once instanceof Response) return once;
    const body = (await request.json().catch(() => null)) as {
      start?: unknown;
      mode?: unknown;
      topic?: unknown;
    } | null;
    const start = typeof body?.start === 'string' ? body.start : '';
    const mode = typeof body?.mode === 'string' ? body.mode : '';
    const topic = body?.topic ?? '';
    if (
      !(meetingModes as readonly string[]).includes(mode) ||
      typeof topic !== 'string' ||
      topic.length > 500
    )
      return HttpResponse.json(
        { error: 'mode must be video, phone or office; topic up to 500 characters' },
        { status: 400 },
      );
    const booked = bookedBy(account.id);
    if (!advisorSlots(account.id, chileToday(), booked).includes(start))
      return HttpResponse.json({ error: 'This slot is not free' }, { status: 409 });
    meetings.set({ ...meetings.get(), [account.id]: [...booked, start] });
    const advisor = advisorOf(account.id, chileToday());
    return once.created({
      id: `mtg-${account.id}-${start}`,
      start,
      mode,
      advisorName: advisor ? advisorName(advisor) : null,
    });
  }),

  http.get('*/api/referrals', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json(referralProgrammeOf(account.id, account.user.firstname));
  }),

  http.get('*/api/insurances/:insuranceId', ({ request, params }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const own = (account.user.insuranceContracts ?? []).some(
      (contract) => String(contract.id) === params.insuranceId,
    );
    const detail = own ? insuranceDetails[String(params.insuranceId)] : undefined;
    if (!detail) return HttpResponse.json({ error: 'Insurance contract not found' }, { status: 404 });
    return HttpResponse.json(detail);
  }),

  http.get('*/api/entity', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const profile = companyProfiles[account.id];
    if (!profile) return HttpResponse.json({ error: 'Not a company account' }, { status: 404 });
    return HttpResponse.json(profile);
  }),

  http.get('*/api/blog/articles', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json({ items: articles });
  }),
];
