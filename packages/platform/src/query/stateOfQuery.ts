/** Where a query's data stands, for the ui's DataState: the same answer on every page. */
export type QueryDataState = 'loading' | 'error' | 'empty' | 'ready';

export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

/**
 * Data already there wins over a failed refetch (the client keeps seeing it); an error with nothing
 * to show is an error; empty is decided by the caller (a list without items, a page without goals).
 */
export function stateOfQuery<T>(
  query: QueryLike<T>,
  isEmpty: (data: T) => boolean = () => false,
): QueryDataState {
  if (query.data !== undefined) return isEmpty(query.data) ? 'empty' : 'ready';
  if (query.isError) return 'error';
  return 'loading';
}

/**
 * Where a view that needs several queries stands: ready once every one has its data (empty as the
 * caller decides), an error when one failed with nothing to show, loading otherwise.
 */
export function stateOfQueries(
  queries: readonly Pick<QueryLike<unknown>, 'isError' | 'data'>[],
  isEmpty: () => boolean = () => false,
): QueryDataState {
  if (queries.every((query) => query.data !== undefined)) return isEmpty() ? 'empty' : 'ready';
  if (queries.some((query) => query.isError && query.data === undefined)) return 'error';
  return 'loading';
}
