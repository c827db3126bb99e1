import { createContext, type ReactNode, useContext } from 'react';
import type { HttpFetch } from '../http/httpClient.ts';
import type { RpcClient } from '../rpc/rpcClient.ts';
import type { ProductQueries } from './productQueries.ts';

export interface Api {
  apiBase: string;
  http: HttpFetch;
  /** The current access token (for file URLs, which carry it as a query parameter). */
  accessToken: () => string | null;
  rpc: RpcClient;
  queries: ProductQueries;
}

const ApiContext = createContext<Api | null>(null);

/** Gives components the configured HTTP and RPC clients and the product queries. */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an <ApiProvider>');
  return api;
}
