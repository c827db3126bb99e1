import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockStore } from '../../control/store.ts';
import { server } from '../../node.ts';
import { jsonClient } from '../../testing/http.ts';
import { highlight, type Task } from './tasks.ts';

const api = 'http://portal.test/api/apps/tasks/';
const { get, send } = jsonClient(api);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockStore());
afterAll(() => server.close());

describe('tasks (docs/RULES.md#demo-mock-calls demo)', () => {
  it('lists sorted by order', async () => {
    const orders = (await get('all')).map((t: Task) => t.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('creates a task with the spec defaults, inserted first', async () => {
    const created = await send('POST', 'task', { type: 'task' });
    expect(created).toMatchObject({
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      order: 0,
    });
    const all = await get('all');
    expect(all[0].id).toBe(created.id);
    expect(all.map((t: Task) => t.order)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each([
    ['', null],
    ['   ', null],
  ])('search %j answers null', async (query, expected) => {
    expect(await get(`search?query=${encodeURIComponent(query)}`)).toBe(expected);
  });

  it('search wraps matches in mark tags', async () => {
    const found = await get('search?query=asesora');
    expect(found.map((t: Task) => t.title)).toEqual(['Llamar a la <mark>asesora</mark>']);
  });

  it.each([
    ['Casa propia', 'casa', '<mark>Casa</mark> propia'],
    ['a+b a+b', 'a+b', '<mark>a+b</mark> <mark>a+b</mark>'],
  ])('highlight(%j, %j)', (text, query, expected) => {
    expect(highlight(text, query)).toBe(expected);
  });

  it('reorders, patches and deletes', async () => {
    const reordered = await send('PATCH', 'order', { tasks: [{ id: 'task-5', order: -1 }] });
    expect(reordered[0].id).toBe('task-5');
    expect((await send('PATCH', 'task', { id: 'task-1', task: { completed: true } })).completed).toBe(true);
    expect(await send('DELETE', 'task?id=task-1')).toBe(true);
    expect(await get('all')).toHaveLength(4);
  });
});

describe('task tags', () => {
  it('creates, renames and deletes a tag, stripping it from tasks', async () => {
    const tag = await send('POST', 'tag', { tag: { title: 'Urgente' } });
    await send('PATCH', 'task', { id: 'task-1', task: { tags: [tag.id] } });
    expect((await send('PATCH', 'tag', { id: tag.id, tag: { title: 'Hoy' } })).title).toBe('Hoy');
    expect(await send('DELETE', `tag?id=${tag.id}`)).toBe(true);
    expect((await get('task?id=task-1')).tags).toEqual([]);
  });
});
