import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../node.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const search = async (query: string) =>
  (
    await fetch('http://portal.test/api/common/search', { method: 'POST', body: JSON.stringify({ query }) })
  ).json();

describe('common search (docs/RULES.md#demo-mock-calls demo)', () => {
  it.each([
    ['', []],
    ['   ', []],
  ])('an empty query %j gives empty results', async (query, expected) => {
    expect(await search(query)).toEqual(expected);
  });

  it('groups results as Contacts, Pages, Tasks', async () => {
    const groups = await search('a');
    expect(groups.map((g: { label: string }) => g.label)).toEqual(['Contacts', 'Pages', 'Tasks']);
  });

  it('matches case-insensitively within groups', async () => {
    const groups = await search('METAS');
    expect(groups).toEqual([
      { id: 'pages', label: 'Pages', results: [{ title: 'Mis metas', link: '/goals' }] },
    ]);
  });
});
