import {
  type Api,
  advisorResponseSchema,
  articlesSchema,
  companyProfileSchema,
  fetchJson,
  insuranceDetailSchema,
  meetingSlotsSchema,
  productCatalogueSchema,
  referralProgrammeSchema,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of what surrounds the client's money, one place. */
export const clientKeys = {
  products: ['client', 'products'] as const,
  advisor: ['client', 'advisor'] as const,
  referrals: ['client', 'referrals'] as const,
  insurance: (id: string | number) => ['client', 'insurance', String(id)] as const,
  articles: ['client', 'articles'] as const,
  entity: ['client', 'entity'] as const,
  slots: ['client', 'advisor', 'slots'] as const,
};

type Transport = Pick<Api, 'apiBase' | 'http'>;

/** queryOptions of the catalogue, advisor, referral, insurance and blog calls (schemas/client.ts). */
export function clientQueries({ apiBase, http }: Transport) {
  return {
    /** The products and their fees: they change a few times a year. */
    products: () =>
      queryOptions({
        queryKey: clientKeys.products,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/products`, productCatalogueSchema, { signal }, http),
        staleTime: 60 * 60 * 1000,
      }),
    advisor: () =>
      queryOptions({
        queryKey: clientKeys.advisor,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/advisor`, advisorResponseSchema, { signal }, http),
      }),
    referrals: () =>
      queryOptions({
        queryKey: clientKeys.referrals,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/referrals`, referralProgrammeSchema, { signal }, http),
      }),
    insurance: (id: string | number) =>
      queryOptions({
        queryKey: clientKeys.insurance(id),
        queryFn: ({ signal }) =>
          fetchJson(
            `${apiBase}api/insurances/${encodeURIComponent(String(id))}`,
            insuranceDetailSchema,
            { signal },
            http,
          ),
      }),
    /** The free half hours with the advisor over the next two weeks (Chile wall time). */
    slots: () =>
      queryOptions({
        queryKey: clientKeys.slots,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/advisor/slots`, meetingSlotsSchema, { signal }, http),
        staleTime: 0,
      }),
    /** A company account's legal data (404 for a person). */
    entity: () =>
      queryOptions({
        queryKey: clientKeys.entity,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/entity`, companyProfileSchema, { signal }, http),
      }),
    articles: () =>
      queryOptions({
        queryKey: clientKeys.articles,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/blog/articles`, articlesSchema, { signal }, http),
      }),
  };
}
