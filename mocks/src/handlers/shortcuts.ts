import { type Shortcut, shortcutsContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { handle } from '../http/contracted.ts';
import { collectionOf, newId } from './inbox.ts';

const of = (request: Request) => collectionOf<Shortcut>(request, 'shortcuts');

/** The four shortcut calls (docs/RULES.md#product-calls), each on the client's own shortcuts. */
export const shortcutHandlers = [
  handle(shortcutsContract.list, ({ request, reply }) => {
    const own = of(request);
    return own instanceof Response ? own : reply(own.items());
  }),
  handle(shortcutsContract.create, ({ request, body, reply }) => {
    const own = of(request);
    if (own instanceof Response) return own;
    const created: Shortcut = { id: newId('sc'), shortcut: body.shortcut };
    own.set([...own.items(), created]);
    return reply(created);
  }),
  handle(shortcutsContract.update, ({ request, body, reply }) => {
    const own = of(request);
    if (own instanceof Response) return own;
    const found = own.items().find((item) => item.id === body.id);
    if (!found) return HttpResponse.json({ error: 'No shortcut with that id' }, { status: 404 });
    const change = Object.fromEntries(
      Object.entries(body.shortcut).filter(([, value]) => value !== undefined),
    );
    const updated: Shortcut = { ...found, shortcut: { ...found.shortcut, ...change } };
    own.set(own.items().map((item) => (item.id === found.id ? updated : item)));
    return reply(updated);
  }),
  handle(shortcutsContract.remove, ({ request, query, reply }) => {
    const own = of(request);
    if (own instanceof Response) return own;
    const before = own.items().length;
    own.set(own.items().filter((item) => item.id !== query.id));
    return reply(own.items().length < before);
  }),
];
