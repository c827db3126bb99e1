import {
  callEndpoint,
  endpointUrl,
  type FundingFilter,
  type MovementStatus,
  type MovementType,
  moneyContract,
  queriesHook,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

/** What the activity list asks for (docs/RULES.md#movements-and-activities): every field optional, pages from 1. */
export interface MovementFilter {
  goalId?: string | number;
  type?: MovementType;
  status?: MovementStatus;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

const movementFields = ['goalId', 'type', 'status', 'from', 'to', 'page', 'pageSize'] as const;

/** The filter's fields that are set, in a stable order (so equal filters ask the same URL). */
function movementQueryOf(filter: MovementFilter): MovementFilter {
  const query: Record<string, unknown> = {};
  for (const key of movementFields) {
    const value = filter[key];
    if (value !== undefined && value !== '') query[key] = value;
  }
  return query as MovementFilter;
}

/** The filter as a query string, in a stable order (so equal filters share a cache entry). */
export function movementQuery(filter: MovementFilter): string {
  return new URLSearchParams(
    Object.entries(movementQueryOf(filter)).map(([key, value]) => [key, String(value)]),
  ).toString();
}

/**
 * Query keys of the money reads, one place. A write that changes money (a deposit, a rescue) refreshes
 * `allMovements` and `allFundings`: every filter and page of them at once.
 */
export const moneyKeys = {
  allMovements: ['money', 'movements'] as const,
  allFundings: ['fundings'] as const,
  goalHistory: (goalId: string | number, from: string | null, points: number | null) =>
    ['money', 'history', String(goalId), from, points] as const,
  portfolioHistory: (from: string | null, points: number) => ['money', 'portfolio', from, points] as const,
  movements: (filter: MovementFilter) => [...moneyKeys.allMovements, movementQuery(filter)] as const,
  statements: ['money', 'statements'] as const,
  taxCertificates: ['money', 'tax-certificates'] as const,
  apvCertificates: ['money', 'apv-certificates'] as const,
  strategies: ['money', 'strategies'] as const,
  usdClp: ['money', 'rate', 'USD-CLP'] as const,
  fundings: (filter: FundingFilter) => [...moneyKeys.allFundings, filter] as const,
} as const;

/** queryOptions of the money calls (contracts/money.ts). */
export function moneyQueries(transport: Transport) {
  const { apiBase } = transport;
  return {
    /**
     * A goal's value and net deposits from a day on (null: its whole life), cut to `points` for a
     * chart of that size (null: every day).
     */
    goalHistory: (goalId: string | number, from: string | null = null, points: number | null = null) =>
      queryOptions({
        queryKey: moneyKeys.goalHistory(goalId, from, points),
        queryFn: ({ signal }) =>
          callEndpoint(
            transport,
            moneyContract.goalHistory,
            {
              params: { goalId: String(goalId) },
              query: { from: from ?? undefined, points: points ?? undefined },
            },
            { signal },
          ),
      }),
    /**
     * The client's active goals added up in pesos from a day on (null: since the first began), cut
     * to `points`, with what each goal holds today: the dashboard's chart and goal rows in one call.
     * Its URL is the early start's (portfolioHistoryPath), so one answers both.
     */
    portfolioHistory: (from: string | null, points: number) =>
      queryOptions({
        queryKey: moneyKeys.portfolioHistory(from, points),
        queryFn: ({ signal }) =>
          callEndpoint(
            transport,
            moneyContract.portfolioHistory,
            { query: { from: from ?? undefined, points } },
            { signal },
          ),
      }),
    movements: (filter: MovementFilter = {}) =>
      queryOptions({
        queryKey: moneyKeys.movements(filter),
        queryFn: ({ signal }) =>
          callEndpoint(transport, moneyContract.movements, { query: movementQueryOf(filter) }, { signal }),
      }),
    /** The client's monthly statements (cartolas), newest first. */
    statements: () =>
      queryOptions({
        queryKey: moneyKeys.statements,
        queryFn: ({ signal }) => callEndpoint(transport, moneyContract.statements, {}, { signal }),
      }),
    /** Where a month's statement PDF is (download it with the portal's http client). */
    statementUrl: (month: string) => `${apiBase}${endpointUrl(moneyContract.statement, { month })}`,
    /** The annual tax certificates, newest first (docs/RULES.md#tax-certificates). */
    taxCertificates: () =>
      queryOptions({
        queryKey: moneyKeys.taxCertificates,
        queryFn: ({ signal }) => callEndpoint(transport, moneyContract.taxCertificates, {}, { signal }),
      }),
    /** Where a year's tax certificate PDF is (download it with the portal's http client). */
    taxCertificateUrl: (year: number) =>
      `${apiBase}${endpointUrl(moneyContract.taxCertificate, { year: String(year) })}`,
    /** A person's APV certificates, one per year with APV movements, newest first. */
    apvCertificates: () =>
      queryOptions({
        queryKey: moneyKeys.apvCertificates,
        queryFn: ({ signal }) => callEndpoint(transport, moneyContract.apvCertificates, {}, { signal }),
      }),
    /** Where a year's APV certificate PDF is (download it with the portal's http client). */
    apvCertificateUrl: (year: number) =>
      `${apiBase}${endpointUrl(moneyContract.apvCertificate, { year: String(year) })}`,
    strategies: () =>
      queryOptions({
        queryKey: moneyKeys.strategies,
        queryFn: ({ signal }) => callEndpoint(transport, moneyContract.strategies, {}, { signal }),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    usdClp: () =>
      queryOptions({
        queryKey: moneyKeys.usdClp,
        queryFn: ({ signal }) => callEndpoint(transport, moneyContract.usdClp, {}, { signal }),
      }),
    /** GET {apiBase}fundings/?filter={where, include}: deposits and rescues still in process. */
    fundings: (filter: FundingFilter) =>
      queryOptions({
        queryKey: moneyKeys.fundings(filter),
        queryFn: ({ signal }) =>
          callEndpoint(
            transport,
            moneyContract.fundings,
            { query: { filter: JSON.stringify(filter) } },
            { signal },
          ),
      }),
  };
}

/** The domain's calls for a component: `const money = useMoneyQueries();`. */
export const useMoneyQueries = queriesHook(moneyQueries);
