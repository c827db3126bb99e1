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
  });

  it('answers a chat by id', async () => {
    expect((await (await fetch(`${api}chat?id=chat-1`)).json()).messages).toHaveLength(1);
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
