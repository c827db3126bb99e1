import { fetchJson, insuranceDetailSchema, queriesHook, type Transport } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const insuranceKeys = {
  insurance: (id: string | number) => ['client', 'insurance', String(id)] as const,
};

/** queryOptions of an insurance policy's detail (schemas/client.ts). */
export function insuranceQueries({ apiBase, http }: Transport) {
  return {
    insurance: (id: string | number) =>
      queryOptions({
        queryKey: insuranceKeys.insurance(id),
        queryFn: ({ signal }) =>
          fetchJson(
            `${apiBase}api/insurances/${encodeURIComponent(String(id))}`,
            insuranceDetailSchema,
            { signal },
            http,
          ),
      }),
  };
}

/** The domain's calls for a component: `const insurance = useInsuranceQueries();`. */
export const useInsuranceQueries = queriesHook(insuranceQueries);
