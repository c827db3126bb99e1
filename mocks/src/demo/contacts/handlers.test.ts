import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockStore } from '../../control/store.ts';
import { server } from '../../node.ts';
import type { Contact, Tag } from './types.ts';

const api = 'http://portal.test/api/apps/contacts/';
const json = async <T>(path: string, init?: RequestInit): Promise<T> =>
  (await fetch(`${api}${path}`, init)).json() as Promise<T>;
const send = (method: string, path: string, body?: unknown) =>
  json<unknown>(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockStore());
afterAll(() => server.close());

describe('contacts (docs/RULES.md#demo-mock-calls demo)', () => {
  it('lists all sorted by name', async () => {
    const names = (await json<Contact[]>('all')).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names).toHaveLength(12);
  });

  it.each([
    ['camila', ['Camila Rojas']],
    ['CAMPOS', ['Javiera Campos']],
    ['ma', ['Maximiliano Soto', 'Martina González']],
    ['zzz', []],
  ])('searches names containing %j, case-insensitively', async (query, expected) => {
    const names = (await json<Contact[]>(`search?query=${encodeURIComponent(query)}`)).map((c) => c.name);
    expect(names.sort()).toEqual([...expected].sort());
  });

  it('returns all for an empty search', async () => {
    expect(await json<Contact[]>('search?query=')).toHaveLength(12);
  });

  it('creates "New Contact" at the top, merges a patch, deletes with true', async () => {
    const created = (await send('POST', 'contact')) as Contact;
    expect(created.name).toBe('New Contact');
    expect((await json<Contact[]>('all')).map((c) => c.id)).toContain(created.id);
    const patched = (await send('PATCH', 'contact', {
      id: created.id,
      contact: { title: 'Ejecutiva' },
    })) as Contact;
    expect(patched).toMatchObject({ name: 'New Contact', title: 'Ejecutiva' });
    expect(await send('DELETE', `contact?id=${created.id}`)).toBe(true);
    expect(await json<Contact[]>('all')).toHaveLength(12);
  });

  it('puts a new contact first in the stored order', async () => {
    const created = (await send('POST', 'contact')) as Contact;
    const found = await json<Contact>(`contact?id=${created.id}`);
    expect(found.name).toBe('New Contact');
  });

  it('answers countries and tags', async () => {
    expect((await json<{ iso: string }[]>('countries')).map((c) => c.iso)).toContain('cl');
    expect(await json<Tag[]>('tags')).toHaveLength(3);
  });

  it('deleting a tag removes it from contacts', async () => {
    expect((await json<Contact[]>('all')).some((c) => c.tags.includes('tag-cliente'))).toBe(true);
    expect(await send('DELETE', 'tag?id=tag-cliente')).toBe(true);
    expect((await json<Contact[]>('all')).some((c) => c.tags.includes('tag-cliente'))).toBe(false);
    expect((await json<Tag[]>('tags')).map((t) => t.id)).not.toContain('tag-cliente');
  });

  it('creates and renames a tag', async () => {
    const tag = (await send('POST', 'tag', { tag: { title: 'VIP' } })) as Tag;
    expect(((await send('PATCH', 'tag', { id: tag.id, tag: { title: 'Preferente' } })) as Tag).title).toBe(
      'Preferente',
    );
  });

  it.each([
    ['an image', new File([new Uint8Array([137, 80])], 'a.png', { type: 'image/png' }), 200],
    ['a text file', new File(['hola'], 'a.txt', { type: 'text/plain' }), 400],
  ])('takes %s as avatar -> %d', async (_name, file, status) => {
    const form = new FormData();
    form.append('id', 'contact-1');
    form.append('avatar', file);
    expect((await fetch(`${api}avatar`, { method: 'POST', body: form })).status).toBe(status);
  });
});
