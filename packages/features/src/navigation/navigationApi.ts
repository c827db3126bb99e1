import { callEndpoint, navigationContract, queriesHook, type Transport } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const navigationKeys = { tree: ['navigation', 'tree'] as const };

export function navigationQueries(transport: Transport) {
  return {
    /** GET api/common/navigation: the server's navigation tree. */
    navigationTree: () =>
      queryOptions({
        queryKey: navigationKeys.tree,
        queryFn: ({ signal }) => callEndpoint(transport, navigationContract.tree, {}, { signal }),
      }),
  };
}

/** The domain's calls for a component: `const navigation = useNavigationQueries();`. */
export const useNavigationQueries = queriesHook(navigationQueries);
