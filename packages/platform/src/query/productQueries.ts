import { queryOptions } from '@tanstack/react-query';
import { rpcConstants } from '../contracts/rpc.ts';
import type { RpcClient } from '../rpc/rpcClient.ts';

/** Query keys of the product reads, one place per domain. */
export const productKeys = {
  currentUser: ['user', 'current'] as const,
  userStatus: ['user', 'status'] as const,
  usInvitationCodes: ['codes', rpcConstants.usInvitationCodeType] as const,
  usdBoxEnabled: ['config', rpcConstants.usdBoxConfigKey] as const,
  portalUserConfig: ['config', 'portal-user'] as const,
  newSidebarItems: ['config', rpcConstants.newSidebarItemsKey] as const,
  navigationDefinition: ['navigation', 'definition'] as const,
  clientSearch: (query: string) => ['clients', 'search', query] as const,
};

/** queryOptions for the RPC-style reads of docs/RULES.md#product-calls. */
export function productQueries(rpc: RpcClient) {
  return {
    currentUser: () =>
      queryOptions({
        queryKey: productKeys.currentUser,
        queryFn: ({ signal }) => rpc.call('user', 'getCurrentUser', {}, { signal }),
      }),
    userStatus: () =>
      queryOptions({
        queryKey: productKeys.userStatus,
        queryFn: ({ signal }) => rpc.call('user', 'getUserStatus', {}, { signal }),
      }),
    usInvitationCodes: () =>
      queryOptions({
        queryKey: productKeys.usInvitationCodes,
        queryFn: ({ signal }) =>
          rpc.call('codes', 'getActiveCodes', { type: rpcConstants.usInvitationCodeType }, { signal }),
      }),
    usdBoxEnabled: () =>
      queryOptions({
        queryKey: productKeys.usdBoxEnabled,
        queryFn: ({ signal }) =>
          rpc.call('config', 'getConfigParam', { key: rpcConstants.usdBoxConfigKey }, { signal }),
        // docs/RULES.md#entities: a BOOL parameter whose value is the string "true" or "false".
        select: (param) => param.valueType === 'BOOL' && param.value === 'true',
      }),
    portalUserConfig: () =>
      queryOptions({
        queryKey: productKeys.portalUserConfig,
        queryFn: ({ signal }) => rpc.call('config', 'getPortalUserConfig', {}, { signal }),
      }),
    newSidebarItems: () =>
      queryOptions({
        queryKey: productKeys.newSidebarItems,
        queryFn: ({ signal }) =>
          rpc.call('config', 'getPortalConfigParam', { key: rpcConstants.newSidebarItemsKey }, { signal }),
        select: (param) =>
          param.value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
      }),
    clientSearch: (query: string) =>
      queryOptions({
        queryKey: productKeys.clientSearch(query),
        queryFn: ({ signal }) => rpc.call('user', 'searchClients', { query }, { signal }),
        enabled: query.trim().length >= 2,
      }),
    navigationDefinition: () =>
      queryOptions({
        queryKey: productKeys.navigationDefinition,
        queryFn: ({ signal }) => rpc.call('navigation', 'getNavigationDefinition', {}, { signal }),
      }),
  };
}
export type ProductQueries = ReturnType<typeof productQueries>;
