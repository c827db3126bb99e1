import { type QueryLike, stateOfQueries, stateOfQuery } from '@portal/platform';
import { DataState, type DataStateProps } from '@portal/ui';

type Texts = Pick<DataStateProps, 'children' | 'loadingText' | 'errorText' | 'emptyText'>;
type Refetchable = { refetch: () => unknown };

/**
 * A section fed by one query: loading, error with a retry (the query asked again), empty as the
 * caller decides, then its children. The one way a domain shows where its data stands.
 */
export function QueryState<T>({
  query,
  isEmpty,
  ...texts
}: Texts & { query: QueryLike<T> & Refetchable; isEmpty?: (data: T) => boolean }) {
  return <DataState state={stateOfQuery(query, isEmpty)} onRetry={() => void query.refetch()} {...texts} />;
}

/** A section fed by several queries: ready once each has its data; the retry asks each again. */
export function QueriesState({
  queries,
  isEmpty,
  ...texts
}: Texts & {
  queries: readonly (Pick<QueryLike<unknown>, 'isError' | 'data'> & Refetchable)[];
  isEmpty?: () => boolean;
}) {
  return (
    <DataState
      state={stateOfQueries(queries, isEmpty)}
      onRetry={() => {
        for (const query of queries) void query.refetch();
      }}
      {...texts}
    />
  );
}
