import { describe, expect, it } from 'vitest';
import { type QueryDataState, type QueryLike, stateOfQuery } from './stateOfQuery.ts';

const isEmpty = (items: string[]) => items.length === 0;

describe('stateOfQuery', () => {
  it.each<[string, QueryLike<string[]>, QueryDataState]>([
    ['first load', { isPending: true, isError: false, data: undefined }, 'loading'],
    ['failed with nothing to show', { isPending: false, isError: true, data: undefined }, 'error'],
    ['an empty list', { isPending: false, isError: false, data: [] }, 'empty'],
    ['items', { isPending: false, isError: false, data: ['a'] }, 'ready'],
    ['a failed refetch keeps the items', { isPending: false, isError: true, data: ['a'] }, 'ready'],
    ['a failed refetch of an empty list', { isPending: false, isError: true, data: [] }, 'empty'],
  ])('%s -> %s', (_name, query, expected) => {
    expect(stateOfQuery(query, isEmpty)).toBe(expected);
  });

  it('is never empty without an emptiness rule', () => {
    expect(stateOfQuery({ isPending: false, isError: false, data: [] })).toBe('ready');
  });
});
