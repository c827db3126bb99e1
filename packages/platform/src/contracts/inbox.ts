import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** What a message or a notification says (docs/RULES.md#entities: the spec does not show it). */
export const inboxBodySchema = z.object({
  title: z.string(),
  description: z.optional(z.string()),
  time: z.string(),
  icon: z.optional(z.string()),
  link: z.optional(z.string()),
});
export type InboxBody = z.infer<typeof inboxBodySchema>;

export const messageSchema = z.object({ id: z.string(), read: z.boolean(), message: inboxBodySchema });
export const notificationSchema = z.object({
  id: z.string(),
  read: z.boolean(),
  notification: inboxBodySchema,
});
export type Message = z.infer<typeof messageSchema>;
export type Notification = z.infer<typeof notificationSchema>;

/**
 * The five calls of one inbox (docs/RULES.md#product-calls): messages and notifications have the
 * same calls, with the body under `message` or `notification`.
 */
function inboxCalls<const Path extends string, Field extends string, Item extends z.ZodMiniType>(
  path: Path,
  field: Field,
  item: Item,
  noun: string,
) {
  // A change to one item, written as the item's own fields: its read flag, its body, or both.
  const read = z.optional(z.boolean());
  const id = z.string();
  const change = z.object({ read, [field]: z.optional(inboxBodySchema) } as { read: typeof read } & Record<
    Field,
    z.ZodMiniOptional<typeof inboxBodySchema>
  >);
  return {
    list: endpoint({ method: 'GET', path, summary: `The client's ${noun}s.`, response: z.array(item) }),
    create: endpoint({
      method: 'POST',
      path,
      summary: `Adds a ${noun}; answers it with its id, unread.`,
      body: z.object({ [field]: inboxBodySchema } as Record<Field, typeof inboxBodySchema>),
      response: item,
    }),
    update: endpoint({
      method: 'PATCH',
      path,
      summary: `Marks one ${noun} read or unread (or changes its body); answers it as it now is.`,
      body: z.object({ id, [field]: change } as { id: typeof id } & Record<Field, typeof change>),
      response: item,
      errors: { 404: z.object({ error: z.string() }) },
    }),
    remove: endpoint({
      method: 'DELETE',
      path,
      summary: `Deletes one ${noun}; answers whether there was one.`,
      query: z.object({ id: z.string() }),
      response: z.boolean(),
    }),
    markAllAsRead: endpoint({
      method: 'GET',
      path: `${path}/mark-all-as-read` as `${Path}/mark-all-as-read`,
      summary: `Marks every ${noun} read.`,
      response: z.boolean(),
    }),
  };
}

/** The inbox domain's calls: the client's messages and notifications. */
export const inboxContract = {
  messages: inboxCalls('api/common/messages', 'message', messageSchema, 'message'),
  notifications: inboxCalls('api/common/notifications', 'notification', notificationSchema, 'notification'),
} as const;
