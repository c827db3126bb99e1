import { useMemo } from 'react';
import { type Api, useApi } from './ApiProvider.tsx';

/** What a domain's calls need of the API: its base address and the authenticated fetch. */
export type Transport = Pick<Api, 'apiBase' | 'http'>;

/**
 * A domain's hook over its query factory (`useMoneyQueries = queriesHook(moneyQueries)`): the
 * factory is made once per API, so its options keep their identity across renders, and no
 * component builds a factory itself.
 */
export function queriesHook<Q>(make: (transport: Transport) => Q): () => Q {
  return function useDomainQueries() {
    const api = useApi();
    return useMemo(() => make(api), [api]);
  };
}
