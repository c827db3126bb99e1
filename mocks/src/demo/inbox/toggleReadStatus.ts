import { HttpResponse, http } from 'msw';
import { collectionOf } from '../../handlers/inbox.ts';

/**
 * The template's demo call POST api/common/{messages|notifications}/toggle-read-status {field}
 * (docs/RULES.md#demo-mock-calls): flips one item's read flag. The product marks read and unread
 * with PATCH {id, field} (docs/RULES.md#product-calls) and never sends this.
 */
const toggle = (key: 'messages' | 'notifications', field: 'message' | 'notification') =>
  http.post(`*/api/common/${key}/toggle-read-status`, async ({ request }) => {
    const own = collectionOf<{ id: string; read: boolean }>(request, key);
    if (own instanceof Response) return own;
    const body = (await request.json().catch(() => null)) as Record<string, { id?: string }> | null;
    const found = own.items().find((item) => item.id === body?.[field]?.id);
    if (!found) return HttpResponse.json({ error: `No ${field} with that id` }, { status: 404 });
    const updated = { ...found, read: !found.read };
    own.set(own.items().map((item) => (item.id === updated.id ? updated : item)));
    return HttpResponse.json(updated);
  });

export const toggleReadStatusHandlers = [
  toggle('messages', 'message'),
  toggle('notifications', 'notification'),
];
