import { describe, expect, it } from 'vitest';
import { newestFirst, unreadCount } from './inboxApi.ts';

describe('unreadCount', () => {
  it.each([
    [[], 0],
    [[{ read: true }], 0],
    [[{ read: false }, { read: true }, { read: false }], 2],
  ])('%j -> %d', (items, expected) => {
    expect(unreadCount(items)).toBe(expected);
  });
});

describe('newestFirst: an inbox in date order, whatever the server sends', () => {
  const item = (id: string, time: string) => ({ id, body: { time } });
  it.each<[string, ReturnType<typeof item>[], string[]]>([
    [
      'already newest first',
      [item('a', '2026-11-27T10:00:00Z'), item('b', '2026-11-26T10:00:00Z')],
      ['a', 'b'],
    ],
    ['oldest first', [item('a', '2026-11-25T10:00:00Z'), item('b', '2026-11-27T10:00:00Z')], ['b', 'a']],
    [
      'the same moment keeps the server order',
      [item('a', '2026-11-27T10:00:00Z'), item('b', '2026-11-27T10:00:00Z')],
      ['a', 'b'],
    ],
    [
      'another offset, the same instant order',
      [item('a', '2026-11-27T08:00:00-03:00'), item('b', '2026-11-27T10:00:00Z')],
      ['a', 'b'],
    ],
    [
      'a time that does not read goes last',
      [item('a', 'ayer'), item('b', '2026-11-27T10:00:00Z')],
      ['b', 'a'],
    ],
    ['none', [], []],
  ])('%s', (_case, items, ids) => {
    expect(newestFirst(items).map((each) => each.id)).toEqual(ids);
  });
});
