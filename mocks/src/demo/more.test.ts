import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockStore } from '../control/store.ts';
import { server } from '../node.ts';
import { jsonClient } from '../testing/http.ts';
import { positionSpacing } from './scrumboard/scrumboard.ts';

const base = 'http://portal.test/api/';
const { get, send } = jsonClient(base);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockStore());
afterAll(() => server.close());

describe('file manager (docs/RULES.md#demo-mock-calls)', () => {
  it.each(['apps/file-manager?folderId=null', 'apps/file-manager', 'apps/file-manager?folderId='])(
    '%s is the root',
    async (path) => {
      const { folders, files, path: chain } = await get(path);
      expect(folders.map((f: { name: string }) => f.name)).toEqual(['Cartolas', 'Contratos']);
      expect(files.map((f: { type: string }) => f.type)).toEqual(['PDF', 'JPG']);
      expect(chain).toEqual([]);
    },
  );

  it('answers a nested folder with its path from the root', async () => {
    const { files, path } = await get('apps/file-manager?folderId=f-2026');
    expect(files.map((f: { name: string }) => f.name)).toEqual(['Cartola octubre.pdf']);
    expect(path.map((f: { name: string }) => f.name)).toEqual(['Cartolas', '2026']);
  });
});

describe('help centre (docs/RULES.md#demo-mock-calls, #constants-and-limits)', () => {
  it('answers faqs, by category slug when given', async () => {
    expect(await get('apps/help-center/faqs')).toHaveLength(2);
    const [only] = await get('apps/help-center/faqs?slug=cuenta');
    expect(only.faqs).toHaveLength(1);
  });

  it.each([
    ['', 5],
    ['&limit=2', 2],
    ['&limit=50', 8],
  ])('guides of a category, limit %j -> %d', async (limit, count) => {
    const [category] = await get(`apps/help-center/guides?slug=inversiones${limit}`);
    expect(category.guides).toHaveLength(count);
  });

  it('a guide by category and guide slug, 404 otherwise', async () => {
    expect((await get('apps/help-center/guide?categorySlug=inversiones&guideSlug=guia-1')).title).toBe(
      'Guía 1',
    );
    expect((await fetch(`${base}apps/help-center/guide?categorySlug=cuenta&guideSlug=guia-1`)).status).toBe(
      404,
    );
  });
});

describe('notes (docs/RULES.md#demo-mock-calls)', () => {
  it('creates, updates, adds a task, deletes; deleting a label strips it', async () => {
    const created = await send('POST', 'apps/notes', { note: { title: 'Nueva nota' } });
    expect((await get('apps/notes/all'))[0].id).toBe(created.id);
    expect(
      (await send('PATCH', 'apps/notes', { updatedNote: { id: created.id, content: 'x' } })).content,
    ).toBe('x');
    expect(
      (await send('POST', 'apps/notes/tasks', { note: { id: created.id }, task: 'Llamar' })).tasks,
    ).toHaveLength(1);
    expect(await send('DELETE', `apps/notes?id=${created.id}`)).toBe(true);
    await send('DELETE', 'apps/notes/labels?id=nl1');
    expect((await get('apps/notes/all')).every((n: { labels: string[] }) => !n.labels.includes('nl1'))).toBe(
      true,
    );
  });
});

describe('scrumboard (docs/RULES.md#demo-mock-calls, #constants-and-limits)', () => {
  it('spaces new list and card positions by 65536', async () => {
    const list = await send('POST', 'apps/scrumboard/board/list', {
      list: { boardId: 'b1', title: 'Bloqueado' },
    });
    expect(list.position).toBe(4 * positionSpacing);
    const card = await send('PUT', 'apps/scrumboard/board/card', { card: { listId: 'l1', title: 'Nueva' } });
    expect(card.position).toBe(3 * positionSpacing);
  });

  it('deleting a list deletes its cards', async () => {
    expect(await send('DELETE', 'apps/scrumboard/board/list?id=l1')).toBe(true);
    const board = await get('apps/scrumboard/board?id=b1');
    expect(board.lists.map((l: { id: string }) => l.id)).toEqual(['l2', 'l3']);
    const cardIds = board.lists.flatMap((l: { cards: { id: string }[] }) => l.cards.map((c) => c.id));
    expect(cardIds).toEqual(['c3']);
  });

  it('moves cards by positions and deletes a label from cards', async () => {
    await send('PATCH', 'apps/scrumboard/board/card/positions', {
      cards: [{ id: 'c2', listId: 'l3', position: positionSpacing }],
    });
    const board = await get('apps/scrumboard/board?id=b1');
    expect(board.lists[2].cards.map((c: { id: string }) => c.id)).toEqual(['c2']);
    expect(await send('DELETE', 'apps/scrumboard/board/label?id=sl1')).toBe(true);
  });
});

describe('common: dashboards, activities, icons, academy, chat contacts', () => {
  it.each(['analytics', 'crypto', 'finance', 'project'])('dashboard %s', async (name) => {
    expect((await fetch(`${base}dashboards/${name}`)).status).toBe(200);
  });

  it('activities, icons, academy and chat contacts answer', async () => {
    expect((await get('pages/activities')).length).toBeGreaterThan(0);
    expect((await get('ui/icons/heroicons')).list).toContain('home');
    expect(await get('apps/academy/categories')).toHaveLength(2);
    expect((await get('apps/academy/courses/course?id=co1')).title).toBe('Tu primer presupuesto');
    expect((await get('apps/chat/contact?id=contact-1')).name).toBe('Javiera Campos');
  });
});

describe('remaining demo endpoints', () => {
  it('mailbox: a mail by id, 404 for an unknown one', async () => {
    expect((await get('apps/mailbox/mail?id=mail-3')).subject).toContain('Mensaje 3');
    expect((await fetch(`${base}apps/mailbox/mail?id=nope`)).status).toBe(404);
    expect((await get('apps/mailbox/filters')).map((f: { slug: string }) => f.slug)).toEqual([
      'starred',
      'important',
    ]);
  });

  it('notes labels: create and rename', async () => {
    const afterCreate = await send('POST', 'apps/notes/labels', { title: 'Hogar' });
    const created = afterCreate.find((l: { title: string }) => l.title === 'Hogar');
    const afterRename = await send('PATCH', 'apps/notes/labels', {
      label: { id: created.id, title: 'Casa' },
    });
    expect(afterRename.map((l: { title: string }) => l.title)).toContain('Casa');
  });

  it('scrumboard: rename a list, move lists and cards in bulk, edit and delete a card, board labels', async () => {
    expect(
      (await send('PATCH', 'apps/scrumboard/board/list', { list: { id: 'l2', title: 'Haciendo' } })).title,
    ).toBe('Haciendo');
    const lists = await send('PATCH', 'apps/scrumboard/board/lists', { lists: [{ id: 'l3', position: 1 }] });
    expect(lists.find((l: { id: string }) => l.id === 'l3').position).toBe(1);
    expect(
      (await send('PATCH', 'apps/scrumboard/board/card', { id: 'c1', card: { title: 'Fondo listo' } })).title,
    ).toBe('Fondo listo');
    const cards = await send('PATCH', 'apps/scrumboard/board/cards', {
      cards: [{ id: 'c2', dueDate: '2026-12-01' }],
    });
    expect(cards.find((c: { id: string }) => c.id === 'c2').dueDate).toBe('2026-12-01');
    expect(await send('DELETE', 'apps/scrumboard/board/card?id=c1')).toBe(true);
    const label = await send('PUT', 'apps/scrumboard/board/label', {
      label: { boardId: 'b1', title: 'Hoy' },
    });
    expect(
      (await send('PATCH', 'apps/scrumboard/board/label', { id: label.id, label: { title: 'Mañana' } }))
        .title,
    ).toBe('Mañana');
    expect(
      (await get('apps/scrumboard/board/labels?boardId=b1')).map((l: { title: string }) => l.title),
    ).toContain('Mañana');
  });

  it('chat profile and an unknown icon set', async () => {
    expect((await get('apps/chat/profile')).name).toBe('Camila Rojas Fuentes');
    expect((await fetch(`${base}ui/icons/nope`)).status).toBe(404);
    expect((await fetch(`${base}dashboards/nope`)).status).toBe(404);
  });
});
