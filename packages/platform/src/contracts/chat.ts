import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** A conversation of "Escríbenos" without its messages. */
export const chatSummarySchema = z.object({
  id: z.string(),
  unreadCount: z.number(),
  muted: z.optional(z.boolean()),
  lastMessage: z.optional(z.nullable(z.string())),
  lastMessageAt: z.optional(z.nullable(z.string())),
  /** Who answers: the client's advisor or the service team. */
  contact: z.optional(
    z.nullable(z.object({ id: z.string(), name: z.string(), about: z.optional(z.string()) })),
  ),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  isMine: z.boolean(),
  value: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One conversation with its messages, oldest first. */
export const chatSchema = z.object({ ...chatSummarySchema.shape, messages: z.array(chatMessageSchema) });
export type Chat = z.infer<typeof chatSchema>;

/** The longest message the client may write. */
export const chatMessageMaxLength = 1000;

const chatNotFound = z.object({ error: z.string() });

/**
 * The chat domain's calls: the two reads the specification gives (docs/RULES.md#product-calls), and
 * the two writes it leaves open, written here (docs/RULES.md#chat). The template's demo PATCH
 * {id, chat} overwrites a whole conversation from the browser and is not the product's.
 */
export const chatContract = {
  list: endpoint({
    method: 'GET',
    path: 'api/apps/chat/chats',
    summary: "The client's conversations, without their messages.",
    response: z.array(chatSummarySchema),
  }),
  one: endpoint({
    method: 'GET',
    path: 'api/apps/chat/chat',
    summary: 'One conversation with its messages, oldest first.',
    query: z.object({ id: z.string() }),
    response: chatSchema,
    errors: { 404: chatNotFound },
  }),
  send: endpoint({
    method: 'POST',
    path: 'api/apps/chat/messages',
    summary: 'Sends the client’s message to a conversation; answers it as stored.',
    body: z.object({
      chatId: z.string(),
      value: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Escribe tu mensaje.'),
          z.maxLength(chatMessageMaxLength, 'Tu mensaje puede tener hasta 1.000 caracteres.'),
        ),
    }),
    response: chatMessageSchema,
    errors: { 404: chatNotFound },
  }),
  markRead: endpoint({
    method: 'POST',
    path: 'api/apps/chat/read',
    summary: 'The client has read a conversation: its unread count goes to 0.',
    body: z.object({ chatId: z.string() }),
    response: z.boolean(),
    errors: { 404: chatNotFound },
  }),
} as const;
