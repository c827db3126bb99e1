import { HttpResponse, http } from 'msw';
import { type Chat, chatNotFound, chatsOf, saveChats, withContact } from '../../handlers/chat.ts';
import { accountOf } from '../../handlers/session.ts';

/**
 * The template's demo chat calls (docs/RULES.md#demo-mock-calls): a whole conversation overwritten
 * with PATCH {id, chat}, and the chat profile. The product sends neither (docs/RULES.md#chat).
 */
export const demoChatHandlers = [
  http.patch('*/api/apps/chat/chat', async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const body = (await request.json().catch(() => null)) as { id?: string; chat?: Partial<Chat> } | null;
    const chats = chatsOf(account.id);
    const found = chats.find((c) => c.id === body?.id);
    if (!found) return HttpResponse.json({ error: chatNotFound(body?.id ?? null) }, { status: 404 });
    const updated = { ...found, ...body?.chat, id: found.id };
    saveChats(
      account.id,
      chats.map((c) => (c.id === found.id ? updated : c)),
    );
    return HttpResponse.json(withContact(account.id, updated));
  }),
  http.get('*/api/apps/chat/profile', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const { user } = account;
    return HttpResponse.json({
      id: 'me',
      name: [user.firstname, user.surname].filter(Boolean).join(' '),
      email: user.email,
      about: '',
    });
  }),
];
