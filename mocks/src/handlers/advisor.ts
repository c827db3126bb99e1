import { advisorContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { defineMockState } from '../control/store.ts';
import { advisorName, advisorOf, advisorSlots } from '../fixtures/advisors.ts';
import { handle } from '../http/contracted.ts';
import { oncePerKey } from './flowState.ts';
import { chileToday } from './money.ts';
import { accountOf } from './session.ts';

/** Meetings booked in this run, by account: their slots are no longer offered. */
const meetings = defineMockState('meetings', () => ({}) as Record<string, string[]>, { persist: true });
const bookedBy = (account: string) => meetings.get()[account] ?? [];

/** The advisor domain's calls (docs/RULES.md#advisor-and-meetings): each client's own advisor and agenda. */
export const advisorHandlers = [
  handle(advisorContract.advisor, ({ request, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return reply({ advisor: advisorOf(account.id, chileToday(), bookedBy(account.id)) });
  }),

  handle(advisorContract.slots, ({ request, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const slots = advisorSlots(account.id, chileToday(), bookedBy(account.id));
    return reply({ slots: slots.map((start) => ({ start, minutes: 30 })) });
  }),

  // Once per Idempotency-Key, as the money writes: a retry after a lost answer gets the first
  // answer (the client's own meeting), never "taken" for the slot the client just took.
  handle(advisorContract.book, ({ request, body }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const once = oncePerKey(request, account.id);
    if (once instanceof Response) return once;
    const booked = bookedBy(account.id);
    if (!advisorSlots(account.id, chileToday(), booked).includes(body.start))
      return HttpResponse.json({ error: 'This slot is not free' }, { status: 409 });
    meetings.set({ ...meetings.get(), [account.id]: [...booked, body.start] });
    const advisor = advisorOf(account.id, chileToday());
    return once.created({
      id: `mtg-${account.id}-${body.start}`,
      start: body.start,
      mode: body.mode,
      advisorName: advisor ? advisorName(advisor) : null,
    });
  }),
];
