import { callEndpoint, insuranceContract, queriesHook, type Transport } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const insuranceKeys = {
  insurance: (id: string | number) => ['client', 'insurance', String(id)] as const,
};

/** queryOptions of an insurance policy's detail (contracts/insurance.ts). */
export function insuranceQueries(transport: Transport) {
  return {
    insurance: (id: string | number) =>
      queryOptions({
        queryKey: insuranceKeys.insurance(id),
        queryFn: ({ signal }) =>
          callEndpoint(
            transport,
            insuranceContract.detail,
            { params: { insuranceId: String(id) } },
            { signal },
          ),
      }),
  };
}

/** The domain's calls for a component: `const insurance = useInsuranceQueries();`. */
export const useInsuranceQueries = queriesHook(insuranceQueries);
