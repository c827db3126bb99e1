import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockFaults } from '../faults/faults.ts';
import { server } from '../node.ts';
import { callsAs } from '../testing/http.ts';
import { fakeAccessToken } from '../testing/tokens.ts';
import { resetProductState } from './frame/product.ts';

const api = 'http://portal.test/';
const call = callsAs(api, fakeAccessToken('individual'));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetProductState();
  mockFaults.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET api/common/navigation', () => {
  it('answers the tree with Inicio first, per appearance', async () => {
    const { status, body } = await call('GET', 'api/common/navigation');
    expect(status).toBe(200);
    expect(body.default[0]).toMatchObject({
      id: 'dashboard',
      type: 'basic',
      title: 'Inicio',
      link: '/dashboard',
    });
    expect(Object.keys(body)).toEqual(['default', 'compact', 'futuristic', 'horizontal']);
  });
});

describe.each([
  ['api/common/messages', 'message'],
  ['api/common/notifications', 'notification'],
] as const)('%s', (path, field) => {
  it('lists, creates on top, patches, deletes', async () => {
    const initial = (await call('GET', path)).body as { id: string }[];
    const created = await call('POST', path, {
      [field]: { title: 'Nuevo', description: 'x', time: '2026-11-22T00:00:00Z' },
    });
    expect(created.body).toMatchObject({ read: false, [field]: { title: 'Nuevo' } });
    const listed = (await call('GET', path)).body as { id: string }[];
    expect(listed[0]?.id).toBe(created.body.id);
    expect(listed).toHaveLength(initial.length + 1);
    const patched = await call('PATCH', path, { id: created.body.id, [field]: { read: true } });
    expect(patched.body.read).toBe(true);
    expect((await call('DELETE', `${path}?id=${created.body.id}`)).body).toBe(true);
    expect((await call('DELETE', `${path}?id=${created.body.id}`)).body).toBe(false);
    expect((await call('GET', path)).body).toHaveLength(initial.length);
  });

  it('marks all as read', async () => {
    expect((await call('GET', `${path}/mark-all-as-read`)).body).toBe(true);
    const listed = (await call('GET', path)).body as { read: boolean }[];
    expect(listed.every((item) => item.read)).toBe(true);
  });

  it('marks one read and unread with PATCH {id, field}, the rest unchanged', async () => {
    const [first, second] = (await call('GET', path)).body as { id: string; read: boolean }[];
    for (const read of [true, false]) {
      const patched = await call('PATCH', path, { id: first?.id, [field]: { read } });
      expect(patched.body).toMatchObject({ id: first?.id, read });
      const listed = (await call('GET', path)).body as { id: string; read: boolean }[];
      expect(listed.find((item) => item.id === first?.id)?.read).toBe(read);
      expect(listed.find((item) => item.id === second?.id)?.read).toBe(second?.read);
    }
  });

  it('still answers the demo toggle-read-status, which the product never sends', async () => {
    const [first] = (await call('GET', path)).body as { id: string; read: boolean }[];
    const toggled = await call('POST', `${path}/toggle-read-status`, { [field]: { id: first?.id } });
    expect(toggled.body.read).toBe(!first?.read);
  });

  it.each([
    ['POST without a body field', 'POST', path, {}, 400],
    ['PATCH with a read flag that is not one', 'PATCH', path, { id: 'x', [field]: { read: 'yes' } }, 400],
    ['DELETE without an id', 'DELETE', path, undefined, 400],
    ['PATCH of an unknown id', 'PATCH', path, { id: 'nope', [field]: {} }, 404],
    ['toggle of an unknown id', 'POST', `${path}/toggle-read-status`, { [field]: { id: 'nope' } }, 404],
  ])('refuses %s', async (_name, method, target, body, status) => {
    expect((await call(method, target, body)).status).toBe(status);
  });
});

describe('api/common/shortcuts', () => {
  it('lists, creates, patches and deletes', async () => {
    const created = await call('POST', 'api/common/shortcuts', {
      shortcut: { label: 'Rescatar', icon: 'x', link: '/rescue', useRouter: true },
    });
    expect(created.status).toBe(200);
    const patched = await call('PATCH', 'api/common/shortcuts', {
      id: created.body.id,
      shortcut: { label: 'Rescate' },
    });
    expect(patched.body.shortcut).toMatchObject({ label: 'Rescate', link: '/rescue' });
    expect((await call('DELETE', `api/common/shortcuts?id=${created.body.id}`)).body).toBe(true);
    expect((await call('GET', 'api/common/shortcuts')).body).toHaveLength(2);
  });

  it('points one at another page, keeping its name', async () => {
    const [first] = (await call('GET', 'api/common/shortcuts')).body as { id: string; shortcut: object }[];
    const patched = await call('PATCH', 'api/common/shortcuts', {
      id: first?.id,
      shortcut: { link: '/goals', icon: 'heroicons_outline:piggy-bank' },
    });
    expect(patched.body).toEqual({
      id: first?.id,
      shortcut: { ...first?.shortcut, link: '/goals', icon: 'heroicons_outline:piggy-bank' },
    });
  });

  it.each([
    ['an empty name', { id: 'x', shortcut: { label: ' ' } }, 400],
    ['a name over 40 characters', { id: 'x', shortcut: { label: 'x'.repeat(41) } }, 400],
    ['an unknown id', { id: 'nope', shortcut: { label: 'Nuevo' } }, 404],
  ])('refuses a PATCH with %s', async (_name, body, status) => {
    expect((await call('PATCH', 'api/common/shortcuts', body)).status).toBe(status);
  });
});
