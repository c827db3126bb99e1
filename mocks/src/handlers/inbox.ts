import { inboxContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { defineMockState } from '../control/store.ts';
import { handle } from '../http/contracted.ts';
import { inboxFor, type NotificationBody, type PersonaInbox } from './frame/productData.ts';
import { chileToday } from './money.ts';
import { accountOf } from './session.ts';

/**
 * Each account's inbox and shortcuts, made from their goals on first use and kept in the tab, so a
 * reload keeps what was read, deleted or sent there (a confirmation code's email among them).
 */
const inboxes = defineMockState('inboxes', (): Record<string, PersonaInbox> => ({}), { persist: true });

export function resetInboxes(): void {
  inboxes.set({});
}

/** The inbox of whom the request acts for (an entered client or company), or the refusal (401, 403). */
export function inboxOf(request: Request): PersonaInbox | Response {
  const persona = accountOf(request);
  if (persona instanceof Response) return persona;
  let inbox = inboxes.get()[persona.id];
  if (!inbox) {
    inbox = inboxFor(persona.user, chileToday());
    inboxes.set({ ...inboxes.get(), [persona.id]: inbox });
  }
  return inbox;
}

/** Writes the inboxes back after a change made in place. */
export const keepInboxes = () => inboxes.set({ ...inboxes.get() });

let nextId = 1;
export const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${nextId++}`;

/**
 * A notification the backend sends on its own (a change the client made, or one a rule made for
 * them), newest first in the inbox of whom the request acts for.
 */
export function notifyClient(request: Request, body: Omit<NotificationBody, 'time'>): void {
  const inbox = inboxOf(request);
  if (inbox instanceof Response) return;
  inbox.notifications = [
    { id: newId('notification'), read: false, notification: { ...body, time: new Date().toISOString() } },
    ...inbox.notifications,
  ];
  keepInboxes();
}

/** One inbox of a client, read and written in place. */
export interface Collection<Item> {
  items: () => Item[];
  set: (next: Item[]) => void;
}

/** The collection of whom the request acts for; a request without a valid token gets 401, one acting for someone it may not 403. */
export function collectionOf<Item>(
  request: Request,
  key: 'messages' | 'notifications' | 'shortcuts',
): Collection<Item> | Response {
  const inbox = inboxOf(request);
  if (inbox instanceof Response) return inbox;
  return {
    items: () => inbox[key] as Item[],
    set: (next) => {
      (inbox[key] as Item[]) = next;
      keepInboxes();
    },
  };
}

/**
 * The five calls of messages and of notifications (docs/RULES.md#product-calls): GET, POST {field},
 * PATCH {id, field}, DELETE ?id, GET mark-all-as-read. Each client sees and changes only their own.
 */
function inboxCalls(
  calls: (typeof inboxContract)['messages'] | (typeof inboxContract)['notifications'],
  key: 'messages' | 'notifications',
  field: 'message' | 'notification',
) {
  // Either inbox's items: an id, a read flag and the body under the inbox's own field.
  const of = (request: Request) => collectionOf<{ id: string; read: boolean }>(request, key);
  const fieldOf = (body: object) => (body as Record<string, object | undefined>)[field];
  return [
    handle(calls.markAllAsRead, ({ request, reply }) => {
      const own = of(request);
      if (own instanceof Response) return own;
      own.set(own.items().map((item) => ({ ...item, read: true })));
      return reply(true);
    }),
    handle(calls.list, ({ request }) => {
      const own = of(request);
      return own instanceof Response ? own : HttpResponse.json(own.items());
    }),
    handle(calls.create, ({ request, body }) => {
      const own = of(request);
      if (own instanceof Response) return own;
      const created = { id: newId(field), read: false, [field]: fieldOf(body) };
      own.set([created, ...own.items()]);
      return HttpResponse.json(created);
    }),
    handle(calls.update, ({ request, body }) => {
      const own = of(request);
      if (own instanceof Response) return own;
      const found = own.items().find((item) => item.id === body.id);
      if (!found) return HttpResponse.json({ error: `No ${field} with that id` }, { status: 404 });
      const updated = { ...found, ...fieldOf(body), id: found.id };
      own.set(own.items().map((item) => (item.id === found.id ? updated : item)));
      return HttpResponse.json(updated);
    }),
    handle(calls.remove, ({ request, query, reply }) => {
      const own = of(request);
      if (own instanceof Response) return own;
      const before = own.items().length;
      own.set(own.items().filter((item) => item.id !== query.id));
      return reply(own.items().length < before);
    }),
  ];
}

export const inboxHandlers = [
  ...inboxCalls(inboxContract.messages, 'messages', 'message'),
  ...inboxCalls(inboxContract.notifications, 'notifications', 'notification'),
];
