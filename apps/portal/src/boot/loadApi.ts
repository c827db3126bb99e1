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
import { takingEarly } from '@portal/platform/early';

/**
 * The HTTP and RPC clients of the app, reading the token and the enter-as id at each request.
 * `onUnauthorized` hears of every token the API refuses (HTTP 401).
 */
export function createApi(
  config: RuntimeConfig,
  session: PortalSession,
  tracker?: RequestTracker,
  onUnauthorized?: (tokenUsed: string | null) => void,
): Api {
  // Relative API bases resolve against the app's base, not the page: the first page may be a deep link.
  const appBase = new URL(import.meta.env.BASE_URL, window.location.origin).href;
  const apiBase = new URL(config.apiBase, appBase).href;
  const http = createHttpClient({
    // The first page's calls sent early (boot/earlyStart.ts) are taken here, once each.
    fetchFn: takingEarly((input, init) => fetch(input, init)),
    getAccessToken: session.accessToken,
    getEnterAsId: () => enterAsId(localStorage),
    tracker,
    onUnauthorized,
  });
  const settings: RpcSettings = {
    ...defaultRpcSettings(apiBase),
    ...(config.rpc as RpcSettings | undefined),
  };
  const rpc = createRpcClient(settings, http);
  return { apiBase, http, accessToken: session.accessToken, rpc, queries: productQueries(rpc) };
}
