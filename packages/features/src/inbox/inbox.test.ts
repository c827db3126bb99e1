import { describe, expect, it } from 'vitest';
import { unreadCount } from './inboxApi.ts';

describe('unreadCount', () => {
  it.each([
    [[], 0],
    [[{ read: true }], 0],
    [[{ read: false }, { read: true }, { read: false }], 2],
  ])('%j -> %d', (items, expected) => {
    expect(unreadCount(items)).toBe(expected);
  });
});
