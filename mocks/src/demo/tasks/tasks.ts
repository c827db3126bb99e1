import { HttpResponse, http } from 'msw';
import { defineMockState } from '../../control/store.ts';

export interface Task {
  id: string;
  type: 'task' | 'section';
  title: string;
  notes: string | null;
  completed: boolean;
  dueDate: string | null;
  priority: 0 | 1 | 2;
  tags: string[];
  order: number;
}

const initialTasks = (): Task[] =>
  [
    'Revisar cartola mensual',
    'Llamar a la asesora',
    'Depositar en Casa propia',
    'Actualizar datos de contacto',
    'Leer informe de mercado',
  ].map((title, i) => ({
    id: `task-${i + 1}`,
    type: 'task',
    title,
    notes: null,
    completed: i === 1,
    dueDate: null,
    priority: 1,
    tags: [],
    order: i,
  }));
const tasks = defineMockState('tasks', initialTasks);
const tags = defineMockState('tasks-tags', () => [{ id: 'tt1', title: 'Finanzas' }]);

/** New-task defaults (docs/RULES.md#calls). */
export const newTaskDefaults = {
  title: '',
  notes: null,
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  order: 0,
} as const;

/** Search (docs/RULES.md#calls): matches wrapped in <mark>; an empty query answers null. */
export function highlight(text: string, query: string): string {
  const escaped = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(escaped, 'gi'), (match) => `<mark>${match}</mark>`);
}

export const tasksHandlers = [
  http.get('*/api/apps/tasks/tags', () => HttpResponse.json(tags.get())),
  http.post('*/api/apps/tasks/tag', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { tag?: { title?: string } } | null;
    if (!body?.tag?.title)
      return HttpResponse.json({ error: 'Body must be {tag: {title}}' }, { status: 400 });
    const created = { id: `tt-${Date.now()}-${tags.get().length}`, title: body.tag.title };
    tags.set([...tags.get(), created]);
    return HttpResponse.json(created);
  }),
  http.patch('*/api/apps/tasks/tag', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { id?: string; tag?: { title?: string } } | null;
    const found = tags.get().find((t) => t.id === body?.id);
    if (!found) return HttpResponse.json({ error: 'Tag not found' }, { status: 404 });
    const updated = { ...found, ...body?.tag, id: found.id };
    tags.set(tags.get().map((t) => (t.id === found.id ? updated : t)));
    return HttpResponse.json(updated);
  }),
  http.delete('*/api/apps/tasks/tag', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    tags.set(tags.get().filter((t) => t.id !== id));
    tasks.set(tasks.get().map((t) => ({ ...t, tags: t.tags.filter((tag) => tag !== id) })));
    return HttpResponse.json(true);
  }),
  http.get('*/api/apps/tasks/all', () =>
    HttpResponse.json([...tasks.get()].sort((a, b) => a.order - b.order)),
  ),
  http.get('*/api/apps/tasks/search', ({ request }) => {
    const query = (new URL(request.url).searchParams.get('query') ?? '').trim();
    if (!query) return HttpResponse.json(null);
    const found = tasks
      .get()
      .filter((t) => t.title.toLowerCase().includes(query.toLowerCase()))
      .map((t) => ({ ...t, title: highlight(t.title, query) }));
    return HttpResponse.json(found);
  }),
  http.patch('*/api/apps/tasks/order', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as {
      tasks?: { id: string; order: number }[];
    } | null;
    const order = new Map((body?.tasks ?? []).map((t) => [t.id, t.order]));
    tasks.set(tasks.get().map((t) => ({ ...t, order: order.get(t.id) ?? t.order })));
    return HttpResponse.json([...tasks.get()].sort((a, b) => a.order - b.order));
  }),
  http.get('*/api/apps/tasks/task', ({ request }) => {
    const found = tasks.get().find((t) => t.id === new URL(request.url).searchParams.get('id'));
    return found ? HttpResponse.json(found) : HttpResponse.json({ error: 'Task not found' }, { status: 404 });
  }),
  http.post('*/api/apps/tasks/task', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { type?: Task['type'] } | null;
    const created: Task = {
      id: `task-new-${Date.now()}-${tasks.get().length}`,
      type: body?.type ?? 'task',
      ...newTaskDefaults,
      tags: [],
    };
    // Inserted first: every other task moves one down.
    tasks.set([created, ...tasks.get().map((t) => ({ ...t, order: t.order + 1 }))]);
    return HttpResponse.json(created);
  }),
  http.patch('*/api/apps/tasks/task', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { id?: string; task?: Partial<Task> } | null;
    const found = tasks.get().find((t) => t.id === body?.id);
    if (!found) return HttpResponse.json({ error: 'Task not found' }, { status: 404 });
    const updated = { ...found, ...body?.task, id: found.id };
    tasks.set(tasks.get().map((t) => (t.id === found.id ? updated : t)));
    return HttpResponse.json(updated);
  }),
  http.delete('*/api/apps/tasks/task', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    tasks.set(tasks.get().filter((t) => t.id !== id));
    return HttpResponse.json(true);
  }),
];
