import { chatContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { defineMockState } from '../control/store.ts';
import { advisorName, advisors } from '../fixtures/advisors.ts';
import { type AccountId, accounts } from '../fixtures/personas.ts';
import { handle } from '../http/contracted.ts';
import { newId } from './inbox.ts';
import { accountOf } from './session.ts';

export interface Chat {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string;
  lastMessageAt: string;
  messages: {
    id: string;
    chatId: string;
    contactId: string;
    isMine: boolean;
    value: string;
    createdAt: string;
  }[];
}

const customerService = {
  id: 'contact-10',
  name: 'Atención a clientes',
  about: 'Lunes a viernes, 9:00 a 18:00',
};

/**
 * Who answers a conversation: the client's own advisor (the one /advisor shows), or customer service.
 * The list carries it, so the panel can name them.
 */
export function chatContactsOf(account: AccountId): Record<string, ChatContact> {
  const advisor = advisors[account];
  return {
    ...(advisor
      ? {
          [advisor.id]: {
            id: advisor.id,
            name: advisorName(advisor),
            about: `Tu ${advisor.role.charAt(0).toLowerCase()}${advisor.role.slice(1)}`,
          },
        }
      : {}),
    [customerService.id]: customerService,
  };
}

export interface ChatContact {
  id: string;
  name: string;
  about: string;
}

/** A client's conversations: with their advisor when they have one, and with customer service. */
function initialChatsOf(account: AccountId): Chat[] {
  const advisor = advisors[account];
  const company = accounts[account].user.userType === 'entity';
  const reply = company
    ? '¿Revisamos las metas de la empresa esta semana?'
    : '¿Revisamos tu meta esta semana?';
  const withAdvisor: Chat[] = advisor
    ? [
        {
          id: 'chat-1',
          contactId: advisor.id,
          unreadCount: 1,
          muted: false,
          lastMessage: reply,
          lastMessageAt: '2026-11-21T15:00:00Z',
          messages: [
            {
              id: 'm1',
              chatId: 'chat-1',
              contactId: 'me',
              isMine: true,
              value: company
                ? `Hola ${advisor.firstname}, queremos invertir los excedentes de este trimestre.`
                : `Hola ${advisor.firstname}, quiero aumentar mi depósito mensual.`,
              createdAt: '2026-11-21T14:40:00Z',
            },
            {
              id: 'm2',
              chatId: 'chat-1',
              contactId: advisor.id,
              isMine: false,
              value: reply,
              createdAt: '2026-11-21T15:00:00Z',
            },
          ],
        },
      ]
    : [];
  return [
    ...withAdvisor,
    {
      id: 'chat-2',
      contactId: customerService.id,
      unreadCount: 0,
      muted: true,
      lastMessage: 'Gracias',
      lastMessageAt: '2026-11-10T09:00:00Z',
      messages: [
        {
          id: 'm3',
          chatId: 'chat-2',
          contactId: customerService.id,
          isMine: false,
          value: 'Tu cartola de octubre ya está disponible.',
          createdAt: '2026-11-10T08:55:00Z',
        },
        {
          id: 'm4',
          chatId: 'chat-2',
          contactId: 'me',
          isMine: true,
          value: 'Gracias',
          createdAt: '2026-11-10T09:00:00Z',
        },
      ],
    },
  ];
}

/** Each account's conversations as the client left them (messages sent, chats read), kept in the tab across a reload. */
const chatsByAccount = defineMockState('chats', (): Partial<Record<AccountId, Chat[]>> => ({}), {
  persist: true,
});
export const chatsOf = (account: AccountId) => chatsByAccount.get()[account] ?? initialChatsOf(account);
export const saveChats = (account: AccountId, chats: Chat[]) =>
  chatsByAccount.set({ ...chatsByAccount.get(), [account]: chats });
export const withContact = (account: AccountId, chat: Chat) => ({
  ...chat,
  contact: chatContactsOf(account)[chat.contactId] ?? null,
});

/** docs/RULES.md#error-texts: "Could not found chat with id of {id}!" */
export const chatNotFound = (id: string | null) => `Could not found chat with id of ${id}!`;

/** The chat domain's calls (docs/RULES.md#chat): each client reads and writes only their own conversations. */
export const chatHandlers = [
  handle(chatContract.list, ({ request, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    // The list without the messages (chat?id answers those).
    return reply(
      chatsOf(account.id).map((chat) => {
        const { messages: _messages, ...summary } = withContact(account.id, chat);
        return summary;
      }),
    );
  }),
  handle(chatContract.one, ({ request, query, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const found = chatsOf(account.id).find((chat) => chat.id === query.id);
    return found
      ? reply(withContact(account.id, found))
      : HttpResponse.json({ error: chatNotFound(query.id) }, { status: 404 });
  }),
  handle(chatContract.send, ({ request, body, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const chats = chatsOf(account.id);
    const found = chats.find((chat) => chat.id === body.chatId);
    if (!found) return HttpResponse.json({ error: chatNotFound(body.chatId) }, { status: 404 });
    const message = {
      id: newId('m'),
      chatId: found.id,
      contactId: 'me',
      isMine: true,
      value: body.value,
      createdAt: new Date().toISOString(),
    };
    const updated = {
      ...found,
      messages: [...found.messages, message],
      lastMessage: message.value,
      lastMessageAt: message.createdAt,
    };
    saveChats(
      account.id,
      chats.map((chat) => (chat.id === found.id ? updated : chat)),
    );
    const { chatId: _chatId, contactId: _contactId, ...sent } = message;
    return reply(sent);
  }),
  handle(chatContract.markRead, ({ request, body, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const chats = chatsOf(account.id);
    const found = chats.find((chat) => chat.id === body.chatId);
    if (!found) return HttpResponse.json({ error: chatNotFound(body.chatId) }, { status: 404 });
    saveChats(
      account.id,
      chats.map((chat) => (chat.id === found.id ? { ...found, unreadCount: 0 } : chat)),
    );
    return reply(true);
  }),
];
