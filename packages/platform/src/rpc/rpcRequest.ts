/**
 * Where an RPC call goes and how it is sent (docs/RULES.md#product-calls), without the answers'
 * schemas: the early start of the first page (boot/earlyRequests.ts) sends the same requests as the
 * RPC client, before the app's code has arrived.
 */

/** The RPC services, each under its own URL. */
export const rpcServices = ['user', 'codes', 'config', 'navigation'] as const;
export type RpcService = (typeof rpcServices)[number];

/** Where each service answers. */
export type RpcSettings = Partial<Record<RpcService, { url: string }>>;

/** Where a service answers by default: under {apiBase}rpc/{service}/. */
export function defaultRpcSetting(apiBase: string, service: RpcService): { url: string } {
  return { url: `${apiBase}rpc/${service}/` };
}

/** Default settings: every service under {apiBase}rpc/{service}/. */
export function defaultRpcSettings(apiBase: string): RpcSettings {
  return Object.fromEntries(rpcServices.map((service) => [service, defaultRpcSetting(apiBase, service)]));
}

export function rpcUrl(settings: RpcSettings, service: RpcService, method: string): string {
  const entry = settings[service];
  if (!entry) throw new Error('no settings provided');
  return `${entry.url}${method}`;
}

/** An RPC call as it is sent: POST, the parameters as JSON, JSON expected back. */
export function rpcRequestInit(params: unknown): RequestInit & { method: 'POST'; body: string } {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(params),
  };
}
