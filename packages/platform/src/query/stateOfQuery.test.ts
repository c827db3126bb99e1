import { describe, expect, it } from 'vitest';
import { type QueryDataState, type QueryLike, stateOfQueries, stateOfQuery } from './stateOfQuery.ts';

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

describe('stateOfQueries: a view that needs every one of several queries', () => {
  const loading = { isError: false, data: undefined };
  const failed = { isError: true, data: undefined };
  const here = { isError: false, data: 'x' };
  const refetchFailed = { isError: true, data: 'x' };
  it.each<[string, { isError: boolean; data: string | undefined }[], QueryDataState]>([
    ['both loading', [loading, loading], 'loading'],
    ['one here, one loading', [here, loading], 'loading'],
    ['both here', [here, here], 'ready'],
    ['one failed, one loading', [failed, loading], 'error'],
    ['one here, one failed', [here, failed], 'error'],
    ['a failed refetch keeps what is there', [here, refetchFailed], 'ready'],
    ['none at all', [], 'ready'],
  ])('%s -> %s', (_name, queries, expected) => {
    expect(stateOfQueries(queries)).toBe(expected);
  });

  it('is empty as the caller decides, once everything is here', () => {
    expect(stateOfQueries([here, here], () => true)).toBe('empty');
    expect(stateOfQueries([here, loading], () => true)).toBe('loading');
  });
});
