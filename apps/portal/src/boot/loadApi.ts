import {
  type Api,
  createHttpClient,
  createRpcClient,
  defaultRpcSettings,
  enterAsId,
  type PortalSession,
  productQueries,
  type RequestTracker,
  type RpcSettings,
  type RuntimeConfig,
} from '@portal/platform';

/** The HTTP and RPC clients of the app, reading the token and the enter-as id at each request. */
export function createApi(config: RuntimeConfig, session: PortalSession, tracker?: RequestTracker): Api {
  const apiBase = new URL(config.apiBase, document.baseURI).href;
  const http = createHttpClient({
    getAccessToken: session.accessToken,
    getEnterAsId: () => enterAsId(localStorage),
    tracker,
  });
  const settings: RpcSettings = {
    ...defaultRpcSettings(apiBase),
    ...(config.rpc as RpcSettings | undefined),
  };
  const rpc = createRpcClient(settings, http);
  return { apiBase, http, accessToken: session.accessToken, rpc, queries: productQueries(rpc) };
}
