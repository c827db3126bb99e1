import type * as z from 'zod/mini';
import { rpcContract } from '../contracts/rpc.ts';
import { HttpError, InvalidResponseError } from '../http/fetchJson.ts';
import type { HttpFetch } from '../http/httpClient.ts';
import { type RpcService, type RpcSettings, rpcRequestInit, rpcUrl } from './rpcRequest.ts';

// The RPC-style reads and writes of docs/RULES.md#product-calls, as their contract writes them
// (contracts/rpc.ts: a body of the parameters, the result as JSON), sent to each service's URL.

// Every service of the contract is one of the services the requests know, and every one has a contract.
type SameServices<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameServices: SameServices<keyof typeof rpcContract, RpcService> = true;
void _sameServices;
export type RpcMethod<S extends RpcService> = keyof (typeof rpcContract)[S] & string;
type Definition<S extends RpcService, M extends RpcMethod<S>> = (typeof rpcContract)[S][M] extends {
  body: infer P extends z.ZodMiniType;
  response: infer R extends z.ZodMiniType;
}
  ? { params: P; result: R }
  : never;
export type RpcParams<S extends RpcService, M extends RpcMethod<S>> = z.input<Definition<S, M>['params']>;
export type RpcResult<S extends RpcService, M extends RpcMethod<S>> = z.output<Definition<S, M>['result']>;

export interface RpcClient {
  call<S extends RpcService, M extends RpcMethod<S>>(
    service: S,
    method: M,
    params: RpcParams<S, M>,
    init?: { signal?: AbortSignal },
  ): Promise<RpcResult<S, M>>;
}

export function createRpcClient(settings: RpcSettings, http: HttpFetch): RpcClient {
  return {
    async call(service, method, params, init) {
      const url = rpcUrl(settings, service, method);
      const definition = rpcContract[service][method] as unknown as { response: z.ZodMiniType };
      const response = await http(url, { ...rpcRequestInit(params), signal: init?.signal });
      if (!response.ok) throw new HttpError(response, url);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new InvalidResponseError(url, [{ path: [], message: 'is not JSON' }]);
      }
      const parsed = definition.response.safeParse(body);
      if (!parsed.success) throw new InvalidResponseError(url, parsed.error.issues);
      return parsed.data as never;
    },
  };
}
