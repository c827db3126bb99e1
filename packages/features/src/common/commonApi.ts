import {
  type Api,
  type Chat,
  chatSchema,
  chatSummarySchema,
  type FundingFilter,
  fetchJson,
  fundingSchema,
  HttpError,
  type InboxBody,
  messageSchema,
  navigationSchema,
  notificationSchema,
  type Shortcut,
  shortcutSchema,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

/**
 * The "common" calls of SPEC §7 (navigation, messages, notifications, shortcuts): their query keys
 * in one place, and the query options components use. No component writes a key inline.
 */
export const commonKeys = {
  navigationTree: ['navigation', 'tree'] as const,
  shortcuts: ['shortcuts'] as const,
  inbox: (kind: 'messages' | 'notifications') => ['inbox', kind] as const,
  chats: ['chat', 'list'] as const,
  chat: (id: string) => ['chat', 'one', id] as const,
  fundings: (filter: FundingFilter) => ['fundings', filter] as const,
};

/** One item of either inbox, whatever its body field is called. */
export interface InboxItem {
  id: string;
  read: boolean;
  body: InboxBody;
}
const inboxSchemas = { messages: z.array(messageSchema), notifications: z.array(notificationSchema) };

type Transport = Pick<Api, 'apiBase' | 'http'>;

export function commonQueries({ apiBase, http }: Transport) {
  return {
    /** GET api/common/navigation: the server's navigation tree. */
    navigationTree: () =>
      queryOptions({
        queryKey: commonKeys.navigationTree,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/common/navigation`, navigationSchema, { signal }, http),
      }),
    /** GET api/common/shortcuts: the client's shortcuts. */
    shortcuts: () =>
      queryOptions({
        queryKey: commonKeys.shortcuts,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/common/shortcuts`, z.array(shortcutSchema), { signal }, http),
      }),
    /** GET api/common/messages or notifications: one inbox, its body field unwrapped. */
    inbox: (kind: 'messages' | 'notifications') =>
      queryOptions({
        queryKey: commonKeys.inbox(kind),
        queryFn: async ({ signal }): Promise<InboxItem[]> => {
          const items = await fetchJson(`${apiBase}api/common/${kind}`, inboxSchemas[kind], { signal }, http);
          return items.map((item) => ({
            id: item.id,
            read: item.read,
            body: 'message' in item ? item.message : item.notification,
          }));
        },
      }),
    /** GET api/apps/chat/chats: the conversations of "Escríbenos". */
    chats: () =>
      queryOptions({
        queryKey: commonKeys.chats,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/apps/chat/chats`, z.array(chatSummarySchema), { signal }, http),
      }),
    /** GET api/apps/chat/chat?id=: one conversation with its messages. */
    chat: (id: string) =>
      queryOptions({
        queryKey: commonKeys.chat(id),
        queryFn: ({ signal }) =>
          fetchJson(
            `${apiBase}api/apps/chat/chat?id=${encodeURIComponent(id)}`,
            chatSchema,
            { signal },
            http,
          ),
      }),
    /** GET {apiBase}fundings/?filter={where, include} (SPEC §7). */
    fundings: (filter: FundingFilter) =>
      queryOptions({
        queryKey: commonKeys.fundings(filter),
        queryFn: ({ signal }) =>
          fetchJson(
            `${apiBase}fundings/?filter=${encodeURIComponent(JSON.stringify(filter))}`,
            z.array(fundingSchema),
            { signal },
            http,
          ),
      }),
  };
}

/** POST api/common/shortcuts {shortcut}: adds one; the server answers it with its id. */
export async function createShortcut(
  { apiBase, http }: Transport,
  shortcut: Shortcut['shortcut'],
): Promise<Shortcut> {
  const target = `${apiBase}api/common/shortcuts`;
  return fetchJson(
    target,
    shortcutSchema,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ shortcut }) },
    http,
  );
}

/** DELETE api/common/shortcuts?id=...: removes one shortcut. */
export async function deleteShortcut({ apiBase, http }: Transport, id: string): Promise<void> {
  const target = `${apiBase}api/common/shortcuts?id=${encodeURIComponent(id)}`;
  const response = await http(target, { method: 'DELETE' });
  if (!response.ok) throw new HttpError(response, target);
}

/** PATCH api/apps/chat/chat {id, chat}: merges the given fields into the conversation. */
async function patchChat({ apiBase, http }: Transport, id: string, chat: Partial<Chat>): Promise<void> {
  const target = `${apiBase}api/apps/chat/chat`;
  const response = await http(target, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id, chat }),
  });
  if (!response.ok) throw new HttpError(response, target);
}

/** The conversation with the client's new message appended. */
export function sendChatMessage(transport: Transport, chat: Chat, value: string, now = new Date()) {
  const message = { id: `local-${now.getTime()}`, isMine: true, value, createdAt: now.toISOString() };
  return patchChat(transport, chat.id, {
    messages: [...chat.messages, message],
    lastMessage: value,
    lastMessageAt: message.createdAt,
  });
}

/** The client has read the conversation: its unread count goes to 0. */
export function markChatRead(transport: Transport, id: string) {
  return patchChat(transport, id, { unreadCount: 0 });
}
