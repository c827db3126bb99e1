import * as z from 'zod/mini';
import { navigationItemSchema } from '../contracts/navigation.ts';
import { HttpError, InvalidResponseError } from '../http/fetchJson.ts';
import type { HttpFetch } from '../http/httpClient.ts';
import {
  activeCodeSchema,
  clientSummarySchema,
  configParamSchema,
  portalUserConfigSchema,
  userSchema,
  userStatusSchema,
} from '../schemas/product.ts';
import { type RpcService, type RpcSettings, rpcRequestInit, rpcUrl } from './rpcRequest.ts';

/**
 * The RPC-style reads and writes of docs/RULES.md#product-calls. The spec does not give their paths, so they are defined
 * here, once: POST {service url}{method} with a JSON body of the parameters; the answer is the
 * result as JSON. The mock backend (mocks/src/handlers/rpc.ts) follows this table.
 */
export const rpcMethods = {
  user: {
    getCurrentUser: { params: z.object({}), result: userSchema },
    getUserStatus: { params: z.object({}), result: userStatusSchema },
    answerRiskProfile: {
      params: z.object({ uuid: z.string(), userConfirmRiskProfile: z.boolean() }),
      result: z.object({ ok: z.boolean() }),
    },
    /** Administrators only: clients whose name, email or id contains the query (path not in the spec). */
    searchClients: { params: z.object({ query: z.string() }), result: z.array(clientSummarySchema) },
  },
  codes: {
    getActiveCodes: { params: z.object({ type: z.string() }), result: z.array(activeCodeSchema) },
  },
  config: {
    getConfigParam: { params: z.object({ key: z.string() }), result: configParamSchema },
    getPortalUserConfig: { params: z.object({}), result: portalUserConfigSchema },
    getPortalConfigParam: { params: z.object({ key: z.string() }), result: configParamSchema },
  },
  navigation: {
    getNavigationDefinition: { params: z.object({}), result: z.array(navigationItemSchema) },
  },
} as const;

// Every service of the table is one of the services the requests know, and every one has a table.
type SameServices<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameServices: SameServices<keyof typeof rpcMethods, RpcService> = true;
void _sameServices;
export type RpcMethod<S extends RpcService> = keyof (typeof rpcMethods)[S] & string;
type Definition<S extends RpcService, M extends RpcMethod<S>> = (typeof rpcMethods)[S][M] extends {
  params: infer P extends z.ZodMiniType;
  result: infer R extends z.ZodMiniType;
}
  ? { params: P; result: R }
  : never;
export type RpcParams<S extends RpcService, M extends RpcMethod<S>> = z.input<Definition<S, M>['params']>;
export type RpcResult<S extends RpcService, M extends RpcMethod<S>> = z.output<Definition<S, M>['result']>;

/** Codes and keys the portal asks for (docs/RULES.md#calls). */
export const rpcConstants = {
  usInvitationCodeType: 'US_INVITATION',
  usdBoxConfigKey: 'ENABLE-USDBOX',
  newSidebarItemsKey: 'NEW_SIDEBAR_ITEMS',
} as const;

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
      const definition = rpcMethods[service][method] as unknown as { result: z.ZodMiniType };
      const response = await http(url, { ...rpcRequestInit(params), signal: init?.signal });
      if (!response.ok) throw new HttpError(response, url);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new InvalidResponseError(url, [{ path: [], message: 'is not JSON' }]);
      }
      const parsed = definition.result.safeParse(body);
      if (!parsed.success) throw new InvalidResponseError(url, parsed.error.issues);
      return parsed.data as never;
    },
  };
}

/** Maintenance status read (docs/RULES.md#demo-mock-calls: path not given; defined here, followed by the mocks). */
export const maintenanceStatusPath = 'api/maintenance/status';
