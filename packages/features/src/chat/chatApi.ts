import {
  type Chat,
  chatSchema,
  chatSummarySchema,
  fetchJson,
  HttpError,
  queriesHook,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

export const chatKeys = {
  chats: ['chat', 'list'] as const,
  chat: (id: string) => ['chat', 'one', id] as const,
};

export function chatQueries({ apiBase, http }: Transport) {
  return {
    /** GET api/apps/chat/chats: the conversations of "Escríbenos". */
    chats: () =>
      queryOptions({
        queryKey: chatKeys.chats,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/apps/chat/chats`, z.array(chatSummarySchema), { signal }, http),
      }),
    /** GET api/apps/chat/chat?id=: one conversation with its messages. */
    chat: (id: string) =>
      queryOptions({
        queryKey: chatKeys.chat(id),
        queryFn: ({ signal }) =>
          fetchJson(
            `${apiBase}api/apps/chat/chat?id=${encodeURIComponent(id)}`,
            chatSchema,
            { signal },
            http,
          ),
      }),
  };
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

/** The domain's calls for a component: `const chat = useChatQueries();`. */
export const useChatQueries = queriesHook(chatQueries);
