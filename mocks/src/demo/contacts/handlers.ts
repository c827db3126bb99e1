import { HttpResponse, http } from 'msw';
import { defineMockState } from '../../control/store.ts';
import { countries, initialContacts, initialTags } from './data.ts';
import type { Contact, Tag } from './types.ts';

const contacts = defineMockState('contacts', initialContacts);
const tags = defineMockState('contacts-tags', initialTags);

const byName = (a: Contact, b: Contact) => a.name.localeCompare(b.name, 'es');
let next = 1;
const newId = (prefix: string) => `${prefix}-new-${next++}`;

/** docs/RULES.md#demo-mock-calls Contacts (demo). */
export const contactsHandlers = [
  http.get('*/api/apps/contacts/all', () => HttpResponse.json([...contacts.get()].sort(byName))),
  http.get('*/api/apps/contacts/search', ({ request }) => {
    const query = (new URL(request.url).searchParams.get('query') ?? '').trim().toLowerCase();
    const all = [...contacts.get()].sort(byName);
    return HttpResponse.json(query ? all.filter((c) => c.name.toLowerCase().includes(query)) : all);
  }),
  http.get('*/api/apps/contacts/contact', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    const found = contacts.get().find((c) => c.id === id);
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ error: 'Contact not found' }, { status: 404 });
  }),
  http.post('*/api/apps/contacts/contact', () => {
    const created: Contact = {
      id: newId('contact'),
      avatar: null,
      background: null,
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      title: '',
      company: '',
      birthday: null,
      address: '',
      notes: '',
      tags: [],
    };
    contacts.set([created, ...contacts.get()]);
    return HttpResponse.json(created);
  }),
  http.patch('*/api/apps/contacts/contact', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as {
      id?: string;
      contact?: Partial<Contact>;
    } | null;
    const found = contacts.get().find((c) => c.id === body?.id);
    if (!found || !body?.contact) return HttpResponse.json({ error: 'Contact not found' }, { status: 404 });
    const updated = { ...found, ...body.contact, id: found.id };
    contacts.set(contacts.get().map((c) => (c.id === found.id ? updated : c)));
    return HttpResponse.json(updated);
  }),
  http.delete('*/api/apps/contacts/contact', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    contacts.set(contacts.get().filter((c) => c.id !== id));
    return HttpResponse.json(true);
  }),
  http.get('*/api/apps/contacts/countries', () => HttpResponse.json(countries)),
  http.get('*/api/apps/contacts/tags', () => HttpResponse.json(tags.get())),
  http.post('*/api/apps/contacts/tag', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { tag?: Partial<Tag> } | null;
    if (!body?.tag?.title)
      return HttpResponse.json({ error: 'Body must be {tag: {title}}' }, { status: 400 });
    const created: Tag = { id: newId('tag'), title: body.tag.title };
    tags.set([created, ...tags.get()]);
    return HttpResponse.json(created);
  }),
  http.patch('*/api/apps/contacts/tag', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { id?: string; tag?: Partial<Tag> } | null;
    const found = tags.get().find((t) => t.id === body?.id);
    if (!found) return HttpResponse.json({ error: 'Tag not found' }, { status: 404 });
    const updated = { ...found, ...body?.tag, id: found.id };
    tags.set(tags.get().map((t) => (t.id === found.id ? updated : t)));
    return HttpResponse.json(updated);
  }),
  http.delete('*/api/apps/contacts/tag', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    tags.set(tags.get().filter((t) => t.id !== id));
    // Deleting a tag also removes it from contacts.
    contacts.set(contacts.get().map((c) => ({ ...c, tags: c.tags.filter((tag) => tag !== id) })));
    return HttpResponse.json(true);
  }),
  http.post('*/api/apps/contacts/avatar', async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const id = form?.get('id');
    const avatar = form?.get('avatar');
    const found = contacts.get().find((c) => c.id === id);
    if (!found) return HttpResponse.json({ error: 'Contact not found' }, { status: 404 });
    if (!(avatar instanceof Blob) || !avatar.type.startsWith('image/'))
      return HttpResponse.json({ error: 'avatar must be an image file' }, { status: 400 });
    const bytes = new Uint8Array(await avatar.arrayBuffer());
    const updated = { ...found, avatar: `data:${avatar.type};base64,${btoa(String.fromCharCode(...bytes))}` };
    contacts.set(contacts.get().map((c) => (c.id === found.id ? updated : c)));
    return HttpResponse.json(updated);
  }),
];
