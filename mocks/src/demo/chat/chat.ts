import { HttpResponse, http } from 'msw';
import { defineMockState } from '../../control/store.ts';

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

/** Who answers each conversation (the list carries it, so the panel can name them). */
export const chatContacts: Record<string, { id: string; name: string; about: string }> = {
  'contact-1': { id: 'contact-1', name: 'Javiera Campos', about: 'Tu asesora de inversiones' },
  'contact-10': { id: 'contact-10', name: 'Atención a clientes', about: 'Lunes a viernes, 9:00 a 18:00' },
};

const initialChats = (): Chat[] => [
  {
    id: 'chat-1',
    contactId: 'contact-1',
    unreadCount: 1,
    muted: false,
    lastMessage: '¿Revisamos tu meta esta semana?',
    lastMessageAt: '2026-11-21T15:00:00Z',
    messages: [
      {
        id: 'm1',
        chatId: 'chat-1',
        contactId: 'me',
        isMine: true,
        value: 'Hola Javiera, quiero aumentar mi depósito mensual.',
        createdAt: '2026-11-21T14:40:00Z',
      },
      {
        id: 'm2',
        chatId: 'chat-1',
        contactId: 'contact-1',
        isMine: false,
        value: '¿Revisamos tu meta esta semana?',
        createdAt: '2026-11-21T15:00:00Z',
      },
    ],
  },
  {
    id: 'chat-2',
    contactId: 'contact-10',
    unreadCount: 0,
    muted: true,
    lastMessage: 'Gracias',
    lastMessageAt: '2026-11-10T09:00:00Z',
    messages: [
      {
        id: 'm3',
        chatId: 'chat-2',
        contactId: 'contact-10',
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
const chats = defineMockState('chats', initialChats);

/** SPEC §8: "Could not found chat with id of {id}!" */
export const chatNotFound = (id: string | null) => `Could not found chat with id of ${id}!`;

export const chatHandlers = [
  http.get('*/api/apps/chat/chats', () =>
    HttpResponse.json(
      chats
        .get()
        .map(({ messages: _m, ...chat }) => ({ ...chat, contact: chatContacts[chat.contactId] ?? null })),
    ),
  ),
  http.get('*/api/apps/chat/chat', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    const found = chats.get().find((c) => c.id === id);
    return found
      ? HttpResponse.json({ ...found, contact: chatContacts[found.contactId] ?? null })
      : HttpResponse.json({ error: chatNotFound(id) }, { status: 404 });
  }),
  http.patch('*/api/apps/chat/chat', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { id?: string; chat?: Partial<Chat> } | null;
    const found = chats.get().find((c) => c.id === body?.id);
    if (!found) return HttpResponse.json({ error: chatNotFound(body?.id ?? null) }, { status: 404 });
    const updated = { ...found, ...body?.chat, id: found.id };
    chats.set(chats.get().map((c) => (c.id === found.id ? updated : c)));
    return HttpResponse.json({ ...updated, contact: chatContacts[updated.contactId] ?? null });
  }),
  http.get('*/api/apps/chat/profile', () =>
    HttpResponse.json({ id: 'me', name: 'Camila Rojas', email: 'camila.rojas@example.cl', about: 'Hola!' }),
  ),
];
