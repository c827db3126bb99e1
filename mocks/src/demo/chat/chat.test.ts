import { chatSchema } from '@portal/platform';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockStore } from '../../control/store.ts';
import { server } from '../../node.ts';

const api = 'http://portal.test/api/apps/chat/';
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockStore());
afterAll(() => server.close());

describe('chat (SPEC §7, §8)', () => {
  it('lists chats without their messages', async () => {
    const chats = await (await fetch(`${api}chats`)).json();
    expect(chats).toHaveLength(2);
    expect(chats[0].messages).toBeUndefined();
    expect(chats.map((chat: { contact: { name: string } }) => chat.contact.name)).toEqual([
      'Javiera Campos',
      'Atención a clientes',
    ]);
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
});
