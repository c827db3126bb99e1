import {
  type ApvYear,
  callEndpoint,
  goalsContract,
  type Indicators,
  moneyContract,
  queriesHook,
  type Transport,
} from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Query keys of APV: the person's year, and the UF and UTM it is counted in. */
export const apvKeys = {
  year: ['apv', 'year'] as const,
  indicators: ['apv', 'indicators'] as const,
};

/** queryOptions of APV's reads (contracts/goals.ts, contracts/money.ts). */
export function apvQueries(transport: Transport) {
  return {
    /** This calendar year's APV: saved and rescued under each regime, the state's bonus. */
    year: () =>
      queryOptions({
        queryKey: apvKeys.year,
        queryFn: ({ signal }) => callEndpoint(transport, goalsContract.apv, {}, { signal }),
        staleTime: 0,
      }),
    /** The UF of the day and the UTM of the month: they change once a day at most. */
    indicators: () =>
      queryOptions({
        queryKey: apvKeys.indicators,
        queryFn: ({ signal }) => callEndpoint(transport, moneyContract.indicators, {}, { signal }),
        staleTime: 60 * 60 * 1000,
      }),
  };
}

export const useApvQueries = queriesHook(apvQueries);

/** What APV's figures are worked out from: the person's year and the day's indicators. */
export interface ApvFigures {
  year: ApvYear;
  indicators: Indicators;
}

/**
 * The two reads an APV goal's pages need, asked only for an APV goal (`enabled`): the queries (for
 * a loading or failed state) and, once both are in, the figures.
 */
export function useApvFigures(enabled: boolean) {
  const apv = useApvQueries();
  const year = useQuery({ ...apv.year(), enabled });
  const indicators = useQuery({ ...apv.indicators(), enabled });
  const figures: ApvFigures | undefined =
    year.data && indicators.data ? { year: year.data, indicators: indicators.data } : undefined;
  return { queries: enabled ? [year, indicators] : [], figures };
}
