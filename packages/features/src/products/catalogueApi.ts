import {
  callEndpoint,
  productsContract,
  queriesHook,
  type Transport,
  type UsBrokerageRequest,
  usBrokerageContract,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the products' calls: the catalogue, the articles of "Descubre" and the US brokerage account. */
export const catalogueKeys = {
  products: ['client', 'products'] as const,
  articles: ['client', 'articles'] as const,
  usBrokerageAccount: ['flows', 'us-brokerage-account'] as const,
};

/** queryOptions and writes of the products' calls (contracts/products.ts, contracts/onboarding.ts). */
export function catalogueQueries(transport: Transport) {
  return {
    /** The products and their fees: they change a few times a year. */
    products: () =>
      queryOptions({
        queryKey: catalogueKeys.products,
        queryFn: ({ signal }) => callEndpoint(transport, productsContract.catalogue, {}, { signal }),
        staleTime: 60 * 60 * 1000,
      }),
    articles: () =>
      queryOptions({
        queryKey: catalogueKeys.articles,
        queryFn: ({ signal }) => callEndpoint(transport, productsContract.articles, {}, { signal }),
      }),
    /** The client's open US brokerage account: its number and since when (404 when there is none). */
    usBrokerageAccount: () =>
      queryOptions({
        queryKey: catalogueKeys.usBrokerageAccount,
        queryFn: ({ signal }) => callEndpoint(transport, usBrokerageContract.account, {}, { signal }),
      }),
    /** Opens the client's US brokerage account (by invitation); asking again answers the same account. */
    activateUsBrokerage: (request: UsBrokerageRequest, idempotencyKey: string) =>
      callEndpoint(
        transport,
        usBrokerageContract.activate,
        { body: request },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
  };
}

/** The domain's calls for a component: `const catalogue = useCatalogueQueries();`. */
export const useCatalogueQueries = queriesHook(catalogueQueries);
