import { HttpResponse, http } from 'msw';
import { defineMockState } from '../../control/store.ts';

/** docs/RULES.md#constants-and-limits: positions spaced 65536 apart, so a card can be moved between two without renumbering. */
export const positionSpacing = 65536;

export interface List {
  id: string;
  boardId: string;
  position: number;
  title: string;
}
export interface Card {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string;
  labels: string[];
  dueDate: string | null;
}

const boards = [{ id: 'b1', title: 'Plan financiero 2027', description: 'Tareas del año', icon: 'chart' }];
const lists = defineMockState('scrum-lists', (): List[] =>
  ['Por hacer', 'En curso', 'Hecho'].map((title, i) => ({
    id: `l${i + 1}`,
    boardId: 'b1',
    position: (i + 1) * positionSpacing,
    title,
  })),
);
const cards = defineMockState('scrum-cards', (): Card[] => [
  {
    id: 'c1',
    boardId: 'b1',
    listId: 'l1',
    position: positionSpacing,
    title: 'Definir fondo de emergencia',
    description: '',
    labels: [],
    dueDate: null,
  },
  {
    id: 'c2',
    boardId: 'b1',
    listId: 'l1',
    position: 2 * positionSpacing,
    title: 'Revisar seguros',
    description: '',
    labels: [],
    dueDate: null,
  },
  {
    id: 'c3',
    boardId: 'b1',
    listId: 'l2',
    position: positionSpacing,
    title: 'Abrir meta Casa propia',
    description: '',
    labels: [],
    dueDate: null,
  },
]);
const labels = defineMockState('scrum-labels', () => [{ id: 'sl1', boardId: 'b1', title: 'Urgente' }]);

const nextPosition = (items: readonly { position: number }[]) =>
  Math.max(0, ...items.map((i) => i.position)) + positionSpacing;
const body = async <T>(request: Request) => (await request.json().catch(() => null)) as T | null;

export const scrumboardHandlers = [
  http.get('*/api/apps/scrumboard/boards', () => HttpResponse.json(boards)),
  http.get('*/api/apps/scrumboard/board', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    const board = boards.find((b) => b.id === id);
    if (!board) return HttpResponse.json({ error: 'Board not found' }, { status: 404 });
    const boardLists = lists
      .get()
      .filter((l) => l.boardId === id)
      .sort((a, b) => a.position - b.position)
      .map((l) => ({
        ...l,
        cards: cards
          .get()
          .filter((c) => c.listId === l.id)
          .sort((a, b) => a.position - b.position),
      }));
    return HttpResponse.json({
      ...board,
      lists: boardLists,
      labels: labels.get().filter((l) => l.boardId === id),
    });
  }),
  http.post('*/api/apps/scrumboard/board/list', async ({ request }) => {
    const input = await body<{ list?: Partial<List> }>(request);
    const created: List = {
      id: `l-${Date.now()}`,
      boardId: input?.list?.boardId ?? 'b1',
      title: input?.list?.title ?? '',
      position: nextPosition(lists.get()),
    };
    lists.set([...lists.get(), created]);
    return HttpResponse.json(created);
  }),
  http.patch('*/api/apps/scrumboard/board/list', async ({ request }) => {
    const input = await body<{ list?: Partial<List> & { id: string } }>(request);
    lists.set(lists.get().map((l) => (l.id === input?.list?.id ? { ...l, ...input.list } : l)));
    return HttpResponse.json(lists.get().find((l) => l.id === input?.list?.id) ?? null);
  }),
  http.patch('*/api/apps/scrumboard/board/lists', async ({ request }) => {
    const input = await body<{ lists?: List[] }>(request);
    const byId = new Map((input?.lists ?? []).map((l) => [l.id, l]));
    lists.set(lists.get().map((l) => ({ ...l, ...byId.get(l.id) })));
    return HttpResponse.json(lists.get());
  }),
  http.delete('*/api/apps/scrumboard/board/list', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    lists.set(lists.get().filter((l) => l.id !== id));
    // Deleting a list deletes its cards too.
    cards.set(cards.get().filter((c) => c.listId !== id));
    return HttpResponse.json(true);
  }),
  http.put('*/api/apps/scrumboard/board/card', async ({ request }) => {
    const input = await body<{ card?: Partial<Card> }>(request);
    const listId = input?.card?.listId ?? 'l1';
    const created: Card = {
      id: `c-${Date.now()}`,
      boardId: 'b1',
      listId,
      position: nextPosition(cards.get().filter((c) => c.listId === listId)),
      title: input?.card?.title ?? '',
      description: '',
      labels: [],
      dueDate: null,
    };
    cards.set([...cards.get(), created]);
    return HttpResponse.json(created);
  }),
  http.patch('*/api/apps/scrumboard/board/card', async ({ request }) => {
    const input = await body<{ id?: string; card?: Partial<Card> }>(request);
    cards.set(cards.get().map((c) => (c.id === input?.id ? { ...c, ...input.card, id: c.id } : c)));
    return HttpResponse.json(cards.get().find((c) => c.id === input?.id) ?? null);
  }),
  http.patch('*/api/apps/scrumboard/board/cards', async ({ request }) => {
    const input = await body<{ cards?: Card[] }>(request);
    const byId = new Map((input?.cards ?? []).map((c) => [c.id, c]));
    cards.set(cards.get().map((c) => ({ ...c, ...byId.get(c.id) })));
    return HttpResponse.json(cards.get());
  }),
  http.patch('*/api/apps/scrumboard/board/card/positions', async ({ request }) => {
    const input = await body<{ cards?: { id: string; listId: string; position: number }[] }>(request);
    const byId = new Map((input?.cards ?? []).map((c) => [c.id, c]));
    cards.set(cards.get().map((c) => ({ ...c, ...byId.get(c.id) })));
    return HttpResponse.json(cards.get());
  }),
  http.delete('*/api/apps/scrumboard/board/card', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    cards.set(cards.get().filter((c) => c.id !== id));
    return HttpResponse.json(true);
  }),
  http.get('*/api/apps/scrumboard/board/labels', ({ request }) => {
    const boardId = new URL(request.url).searchParams.get('boardId');
    return HttpResponse.json(labels.get().filter((l) => l.boardId === boardId));
  }),
  http.put('*/api/apps/scrumboard/board/label', async ({ request }) => {
    const input = await body<{ label?: { boardId: string; title: string } }>(request);
    const created = {
      id: `sl-${Date.now()}`,
      boardId: input?.label?.boardId ?? 'b1',
      title: input?.label?.title ?? '',
    };
    labels.set([...labels.get(), created]);
    return HttpResponse.json(created);
  }),
  http.patch('*/api/apps/scrumboard/board/label', async ({ request }) => {
    const input = await body<{ id?: string; label?: { title: string } }>(request);
    labels.set(labels.get().map((l) => (l.id === input?.id ? { ...l, ...input.label } : l)));
    return HttpResponse.json(labels.get().find((l) => l.id === input?.id) ?? null);
  }),
  http.delete('*/api/apps/scrumboard/board/label', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    labels.set(labels.get().filter((l) => l.id !== id));
    cards.set(cards.get().map((c) => ({ ...c, labels: c.labels.filter((l) => l !== id) })));
    return HttpResponse.json(true);
  }),
];
