import { HttpResponse, http } from 'msw';
import { defineMockState } from '../../control/store.ts';

export interface Note {
  id: string;
  title: string;
  content: string;
  tasks: { id: string; content: string; completed: boolean }[];
  image: string | null;
  reminder: string | null;
  labels: string[];
  archived: boolean;
  createdAt: string;
  updatedAt: string | null;
}

const notes = defineMockState('notes', (): Note[] => [
  {
    id: 'n1',
    title: 'Metas 2027',
    content: 'Aumentar el ahorro mensual.',
    tasks: [],
    image: null,
    reminder: null,
    labels: ['nl1'],
    archived: false,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: null,
  },
  {
    id: 'n2',
    title: 'Preguntas para la asesora',
    content: '',
    tasks: [{ id: 't1', content: '¿Conviene rescatar?', completed: false }],
    image: null,
    reminder: null,
    labels: [],
    archived: false,
    createdAt: '2026-11-10T10:00:00Z',
    updatedAt: null,
  },
]);
const labels = defineMockState('notes-labels', () => [{ id: 'nl1', title: 'Finanzas' }]);

const body = async <T>(request: Request) => (await request.json().catch(() => null)) as T | null;

export const notesHandlers = [
  http.get('*/api/apps/notes/labels', () => HttpResponse.json(labels.get())),
  http.post('*/api/apps/notes/labels', async ({ request }) => {
    const input = await body<{ title?: string }>(request);
    if (!input?.title) return HttpResponse.json({ error: 'title required' }, { status: 400 });
    labels.set([...labels.get(), { id: `nl-${Date.now()}`, title: input.title }]);
    return HttpResponse.json(labels.get());
  }),
  http.patch('*/api/apps/notes/labels', async ({ request }) => {
    const input = await body<{ label?: { id: string; title: string } }>(request);
    labels.set(labels.get().map((l) => (l.id === input?.label?.id ? { ...l, ...input.label } : l)));
    return HttpResponse.json(labels.get());
  }),
  http.delete('*/api/apps/notes/labels', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    labels.set(labels.get().filter((l) => l.id !== id));
    notes.set(notes.get().map((n) => ({ ...n, labels: n.labels.filter((l) => l !== id) })));
    return HttpResponse.json(labels.get());
  }),
  http.post('*/api/apps/notes/tasks', async ({ request }) => {
    const input = await body<{ note?: Note; task?: string }>(request);
    const found = notes.get().find((n) => n.id === input?.note?.id);
    if (!found || !input?.task)
      return HttpResponse.json({ error: 'note and task required' }, { status: 400 });
    const updated = {
      ...found,
      tasks: [...found.tasks, { id: `t-${Date.now()}`, content: input.task, completed: false }],
    };
    notes.set(notes.get().map((n) => (n.id === found.id ? updated : n)));
    return HttpResponse.json(updated);
  }),
  http.get('*/api/apps/notes/all', () => HttpResponse.json(notes.get())),
  http.post('*/api/apps/notes', async ({ request }) => {
    const input = await body<{ note?: Partial<Note> }>(request);
    const created: Note = {
      id: `n-${Date.now()}-${notes.get().length}`,
      title: '',
      content: '',
      tasks: [],
      image: null,
      reminder: null,
      labels: [],
      archived: false,
      ...input?.note,
      createdAt: new Date().toISOString(),
      updatedAt: null,
    };
    notes.set([created, ...notes.get()]);
    return HttpResponse.json(created);
  }),
  http.patch('*/api/apps/notes', async ({ request }) => {
    const input = await body<{ updatedNote?: Partial<Note> & { id: string } }>(request);
    const found = notes.get().find((n) => n.id === input?.updatedNote?.id);
    if (!found) return HttpResponse.json({ error: 'Note not found' }, { status: 404 });
    const updated = { ...found, ...input?.updatedNote, updatedAt: new Date().toISOString() };
    notes.set(notes.get().map((n) => (n.id === found.id ? updated : n)));
    return HttpResponse.json(updated);
  }),
  http.delete('*/api/apps/notes', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    notes.set(notes.get().filter((n) => n.id !== id));
    return HttpResponse.json(true);
  }),
];
