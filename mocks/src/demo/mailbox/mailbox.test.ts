import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockStore } from '../../control/store.ts';
import { server } from '../../node.ts';
import { jsonClient } from '../../testing/http.ts';
import { folderCount, initialMails, type Mail, slugify, uniqueSlug } from './mailbox.ts';

const api = 'http://portal.test/api/apps/mailbox/';
const { get, send } = jsonClient(api);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockStore());
afterAll(() => server.close());

describe('label slugs (docs/RULES.md#calls)', () => {
  it.each([
    ['Inversiones', 'inversiones'],
    ['Mis  Metas 2026', 'mis-metas-2026'],
    ['Ahorro -- corto', 'ahorro-corto'],
    ['¡Urgente!', 'urgente'],
    ['a_b c', 'a_b-c'],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each([
    ['Inversiones', ['inversiones'], 'inversiones-1'],
    ['Inversiones', ['inversiones', 'inversiones-1'], 'inversiones-2'],
    ['Nueva', ['inversiones'], 'nueva'],
  ])('unique slug for %j among %j is %j', (title, taken, expected) => {
    expect(uniqueSlug(title, taken)).toBe(expected);
  });

  it('slugs never carry repeated hyphens or spaces (property)', () => {
    fc.assert(fc.property(fc.string(), (title) => !/--|\s/.test(slugify(title))));
  });
});

describe('mailbox (docs/RULES.md#demo-mock-calls demo)', () => {
  it('counts folders: sent and trash 0, drafts and spam the total, others unread', async () => {
    const counts = Object.fromEntries(
      (await get('folders')).map((f: { id: string; count: number }) => [f.id, f.count]),
    );
    const all = initialMails();
    expect(counts).toEqual({
      inbox: all.filter((m) => m.folder === 'inbox' && m.unread).length,
      sent: 0,
      trash: 0,
      drafts: all.filter((m) => m.folder === 'drafts').length,
      spam: all.filter((m) => m.folder === 'spam').length,
    });
    expect(folderCount('sent', all)).toBe(0);
  });

  it('lists mails newest first, 10 a page, with pagination', async () => {
    const { mails, pagination } = await get('mails?folder=inbox');
    expect(mails).toHaveLength(10);
    const dates = mails.map((m: Mail) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(pagination).toMatchObject({ resultsPerPage: 10, currentPage: 1, startIndex: 0, endIndex: 9 });
  });

  it('answers only lastPage and null mails past the last page; the minimum last page is 1', async () => {
    expect(await get('mails?folder=inbox&page=99')).toEqual({ mails: null, pagination: { lastPage: 2 } });
    const empty = await get('mails?label=nothing-here');
    expect(empty.pagination.lastPage).toBe(1);
    expect(empty.mails).toEqual([]);
  });

  it('filters starred and by label slug', async () => {
    const starred = await get('mails?filter=starred');
    expect(starred.mails.every((m: Mail) => m.starred)).toBe(true);
    const labelled = await get('mails?label=inversiones');
    expect(labelled.mails.every((m: Mail) => m.labels.includes('l1'))).toBe(true);
  });

  it('creates labels with unique slugs, and deleting one strips it from mails', async () => {
    expect((await send('POST', 'label', { label: { title: 'Inversiones' } })).slug).toBe('inversiones-1');
    expect(await send('DELETE', 'label?id=l1')).toBe(true);
    const { mails } = await get('mails?folder=inbox&page=1');
    expect(mails.some((m: Mail) => m.labels.includes('l1'))).toBe(false);
  });

  it('patches a mail and the settings', async () => {
    expect((await send('PATCH', 'mail', { id: 'mail-1', mail: { unread: false } })).unread).toBe(false);
    expect((await send('PATCH', 'settings', { settings: { signature: 'Atte.' } })).signature).toBe('Atte.');
  });
});
