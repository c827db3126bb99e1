import {
  type Chat,
  type ChatMessage,
  callEndpoint,
  chatContract,
  queriesHook,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const chatKeys = {
  chats: ['chat', 'list'] as const,
  chat: (id: string) => ['chat', 'one', id] as const,
};

export function chatQueries(transport: Transport) {
  return {
    /** GET api/apps/chat/chats: the conversations of "Escríbenos". */
    chats: () =>
      queryOptions({
        queryKey: chatKeys.chats,
        queryFn: ({ signal }) => callEndpoint(transport, chatContract.list, {}, { signal }),
      }),
    /** GET api/apps/chat/chat?id=: one conversation with its messages. */
    chat: (id: string) =>
      queryOptions({
        queryKey: chatKeys.chat(id),
        queryFn: ({ signal }) => callEndpoint(transport, chatContract.one, { query: { id } }, { signal }),
      }),
  };
}

/** POST api/apps/chat/messages {chatId, value}: the client's message, as the server stored it. */
export function sendChatMessage(
  transport: Transport,
  chat: Pick<Chat, 'id'>,
  value: string,
): Promise<ChatMessage> {
  return callEndpoint(transport, chatContract.send, { body: { chatId: chat.id, value } });
}

/** POST api/apps/chat/read {chatId}: the client has read the conversation; its unread count goes to 0. */
export function markChatRead(transport: Transport, id: string): Promise<boolean> {
  return callEndpoint(transport, chatContract.markRead, { body: { chatId: id } });
}

/** The domain's calls for a component: `const chat = useChatQueries();`. */
export const useChatQueries = queriesHook(chatQueries);
