import { chatSchema } from '@portal/platform';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockStore } from '../control/store.ts';
import { server } from '../node.ts';
import { personaClient } from '../testing/http.ts';
import { fakeAccessToken } from '../testing/tokens.ts';

const api = 'http://portal.test/api/apps/chat/';
const asPersona = personaClient(api, fakeAccessToken);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockStore());
afterAll(() => server.close());

describe('chat (docs/RULES.md#product-calls, #error-texts)', () => {
  it('lists chats without their messages', async () => {
    const chats = await (await fetch(`${api}chats`)).json();
    expect(chats).toHaveLength(2);
    expect(chats[0].messages).toBeUndefined();
  });

  it.each([
    [
      'an individual client: their advisor, then customer service',
      'individual',
      ['Daniela Muñoz Pérez', 'Atención a clientes'],
    ],
    ['a company: its executive', 'company', ['Tomás Herrera Lagos', 'Atención a clientes']],
    [
      'a client saving in dollars: her advisor',
      'usInvitation',
      ['Carolina Vega Ortiz', 'Atención a clientes'],
    ],
    [
      'a client still registering (no advisor yet): customer service only',
      'onboarding',
      ['Atención a clientes'],
    ],
  ] as const)('%s', async (_case, persona, names) => {
    const { status, body } = await asPersona.get('chats', persona);
    expect(status).toBe(200);
    const chats = body as { contact: { name: string; about: string } }[];
    expect(chats.map((chat) => chat.contact.name)).toEqual(names);
  });

  it("names the advisor as /advisor does, and keeps each client's messages apart", async () => {
    const advisorChat = await asPersona.get('chat?id=chat-1', 'company');
    expect(advisorChat.body).toMatchObject({
      contact: { name: 'Tomás Herrera Lagos', about: 'Tu ejecutivo de empresas' },
    });
    await fetch(`${api}chat`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${fakeAccessToken('company')}` },
      body: JSON.stringify({ id: 'chat-2', chat: { lastMessage: 'Hola' } }),
    });
    expect((await asPersona.get('chat?id=chat-2', 'company')).body).toMatchObject({
      lastMessage: 'Hola',
    });
    expect((await asPersona.get('chat?id=chat-2', 'individual')).body).toMatchObject({
      lastMessage: 'Gracias',
    });
  });

  it('answers a chat by id, valid for the portal, messages oldest first', async () => {
    const chat = chatSchema.parse(await (await fetch(`${api}chat?id=chat-1`)).json());
    expect(chat.messages.map((message) => message.isMine)).toEqual([true, false]);
    expect(chat.lastMessage).toBe(chat.messages.at(-1)?.value);
  });

  it('keeps a message sent with PATCH {id, chat}', async () => {
    const chat = chatSchema.parse(await (await fetch(`${api}chat?id=chat-2`)).json());
    const sent = { id: 'new', isMine: true, value: 'Hola', createdAt: '2026-11-23T10:00:00Z' };
    await fetch(`${api}chat`, {
      method: 'PATCH',
      body: JSON.stringify({
        id: 'chat-2',
        chat: { messages: [...chat.messages, sent], lastMessage: 'Hola' },
      }),
    });
    const again = chatSchema.parse(await (await fetch(`${api}chat?id=chat-2`)).json());
    expect(again.messages.at(-1)?.value).toBe('Hola');
    expect(again.contact?.name).toBe('Atención a clientes');
  });

  it('says "Could not found chat with id of {id}!" for an unknown id', async () => {
    const response = await fetch(`${api}chat?id=chat-99`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Could not found chat with id of chat-99!' });
  });

  it('patches a chat', async () => {
    const response = await fetch(`${api}chat`, {
      method: 'PATCH',
      body: JSON.stringify({ id: 'chat-2', chat: { muted: false } }),
    });
    expect((await response.json()).muted).toBe(false);
  });

  it('keeps a message sent with POST api/apps/chat/messages, as the client wrote it', async () => {
    const sent = await asPersona.post(
      'messages',
      { chatId: 'chat-2', value: '  Hola, ¿me llaman?  ' },
      'company',
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ isMine: true, value: 'Hola, ¿me llaman?' });
    const chat = chatSchema.parse((await asPersona.get('chat?id=chat-2', 'company')).body);
    expect(chat.messages.at(-1)).toEqual(sent.body);
    expect(chat.lastMessage).toBe('Hola, ¿me llaman?');
    // Another client's conversation of the same id is untouched.
    expect((await asPersona.get('chat?id=chat-2', 'individual')).body).toMatchObject({
      lastMessage: 'Gracias',
    });
  });

  it('reads a conversation with POST api/apps/chat/read: its unread count goes to 0', async () => {
    expect((await asPersona.get('chat?id=chat-1', 'individual')).body).toMatchObject({ unreadCount: 1 });
    expect((await asPersona.post('read', { chatId: 'chat-1' }, 'individual')).body).toBe(true);
    expect((await asPersona.get('chat?id=chat-1', 'individual')).body).toMatchObject({ unreadCount: 0 });
  });

  it.each([
    ['an empty message', 'messages', { chatId: 'chat-2', value: '   ' }, 400],
    ['a message over 1,000 characters', 'messages', { chatId: 'chat-2', value: 'x'.repeat(1001) }, 400],
    ['a message to an unknown chat', 'messages', { chatId: 'chat-99', value: 'Hola' }, 404],
    ['reading an unknown chat', 'read', { chatId: 'chat-99' }, 404],
  ])('refuses %s', async (_name, path, body, status) => {
    expect((await asPersona.post(path, body, 'individual')).status).toBe(status);
  });
});
