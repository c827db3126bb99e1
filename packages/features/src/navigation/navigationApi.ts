import { type Api, fetchJson, navigationSchema } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const navigationKeys = { tree: ['navigation', 'tree'] as const };

type Transport = Pick<Api, 'apiBase' | 'http'>;

export function navigationQueries({ apiBase, http }: Transport) {
  return {
    /** GET api/common/navigation: the server's navigation tree. */
    navigationTree: () =>
      queryOptions({
        queryKey: navigationKeys.tree,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/common/navigation`, navigationSchema, { signal }, http),
      }),
  };
}
