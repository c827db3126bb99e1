import { isUsable, readStoredUser, storedUserKey } from '../auth/sessionStore.ts';
import { defaultRpcSetting, type RpcSettings, rpcRequestInit, rpcUrl } from '../rpc/rpcRequest.ts';
import { enterAsIdKey } from '../storage/keys.ts';

export { earlyConfigKey } from '../storage/keys.ts';

import { authHeaders } from './requestRules.ts';

/**
 * The first page's data on its way before the app's script has arrived (docs/RULES.md#early-start):
 * a small script of its own (apps/portal's boot/earlyStart.ts, loaded before the app) reads the
 * stored session and sends the first calls the page will make, with the same URL, method, body and
 * headers as the app would; the app's HTTP client then takes each answer once, instead of asking
 * again. Nothing starts without a session that stays valid a while, and the token only ever goes in
 * the Authorization header, as in every call.
 */

/** One request sent early: its key (what the app will ask) and who it was sent as. */
export interface EarlyRequest {
  url: string;
  init: RequestInit & { method: string };
}

interface SentEarly {
  response: Promise<Response>;
  /** The Authorization and BPEnterAsId headers it carried: the app takes it only if it would send the same. */
  sentAs: string;
}

/** Where the early script leaves its requests for the app (a global: the two are separate scripts). */
const earlyGlobal = '__portalEarlyRequests';
type EarlyWindow = { [earlyGlobal]?: Map<string, SentEarly> };

/** A session that ends this soon is not used early: the app may renew it first, and ask anew. */
export const earlySessionMarginSeconds = 60;

/** What makes two requests the same call: method, URL and body. */
export function requestKey(method: string, url: string, body?: RequestInit['body']): string {
  return `${method.toUpperCase()} ${url} ${typeof body === 'string' ? body : ''}`;
}

const sentAsOf = (headers: HeadersInit | undefined) => {
  const all = new Headers(headers);
  return `${all.get('Authorization') ?? ''}|${all.get('BPEnterAsId') ?? ''}`;
};

/**
 * The headers of the stored session, as the app's HTTP client would send them (the token, and whom
 * an administrator acts as), or null when there is no session that stays valid for a while.
 */
export function earlySessionHeaders(
  oidc: { authority: string; clientId: string },
  storage: Pick<Storage, 'getItem'>,
  nowMs: number,
): Record<string, string> | null {
  const user = readStoredUser(storage, storedUserKey(oidc.authority, oidc.clientId));
  if (!isUsable(user, nowMs, earlySessionMarginSeconds)) return null;
  return authHeaders(user.access_token, storage.getItem(enterAsIdKey) || null);
}

/** The start-up calls every signed-in page makes first: the client, and where their registration stands. */
export function startupRequests(
  apiBase: string,
  rpc: RpcSettings | undefined,
  headers: Record<string, string>,
): EarlyRequest[] {
  // Only the user service's place: the early start carries no more than it sends.
  const settings = { user: defaultRpcSetting(apiBase, 'user'), ...rpc };
  return (['getCurrentUser', 'getUserStatus'] as const).map((method) => {
    const init = rpcRequestInit({});
    return {
      url: rpcUrl(settings, 'user', method),
      init: { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } },
    };
  });
}

/** A JSON read, as the app's `fetchJson` sends it. */
export function jsonRead(url: string, headers: Record<string, string>): EarlyRequest {
  return { url, init: { method: 'GET', headers: { Accept: 'application/json', ...headers } } };
}

/**
 * Sends the requests now and leaves them for the app (the early script calls this). Returns a copy
 * of each answer for the early script's own reading, made before the app can read the answer.
 */
export function sendEarly(
  requests: readonly EarlyRequest[],
  fetchFn: typeof fetch = fetch,
): Promise<Response>[] {
  const target = globalThis as unknown as EarlyWindow;
  const sent = target[earlyGlobal] ?? new Map<string, SentEarly>();
  target[earlyGlobal] = sent;
  return requests.map(({ url, init }) => {
    const response = fetchFn(url, init);
    const copy = response.then((answer) => answer.clone());
    // A failure is the app's to see when it takes the answer; unhandled here it would be reported twice.
    copy.catch(() => undefined);
    sent.set(requestKey(init.method, url, init.body), { response, sentAs: sentAsOf(init.headers) });
    return copy;
  });
}

/**
 * A fetch that first looks for the same call sent early (same method, URL and body, sent as the
 * same person) and takes its answer, once; anything else goes to `fetchFn`. The app's HTTP client
 * fetches through this.
 */
export function takingEarly(fetchFn: typeof fetch): typeof fetch {
  return (input, init = {}) => {
    const sent = (globalThis as unknown as EarlyWindow)[earlyGlobal];
    // Only calls named by their URL were sent early (a Request object goes its own way).
    if (!sent || sent.size === 0 || typeof input !== 'string') return fetchFn(input, init);
    const key = requestKey(init.method ?? 'GET', input, init.body);
    const early = sent.get(key);
    if (!early) return fetchFn(input, init);
    sent.delete(key);
    if (early.sentAs !== sentAsOf(init.headers)) return fetchFn(input, init);
    performance.mark(`early request taken: ${key}`);
    return early.response;
  };
}

/** Forgets what was sent early and not taken (the page did not need it after all). */
export function forgetEarly(): void {
  (globalThis as unknown as EarlyWindow)[earlyGlobal]?.clear();
}
