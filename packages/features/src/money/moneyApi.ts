import {
  exchangeRateSchema,
  type FundingFilter,
  fetchJson,
  fundingSchema,
  goalHistorySchema,
  type MovementStatus,
  type MovementType,
  movementPageSchema,
  portfolioHistorySchema,
  queriesHook,
  statementsSchema,
  strategiesSchema,
  type Transport,
  taxCertificatesSchema,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { historyQuery, portfolioHistoryPath } from './moneyRules.ts';

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

/** The filter as a query string, in a stable order (so equal filters share a cache entry). */
export function movementQuery(filter: MovementFilter): string {
  const query = new URLSearchParams();
  for (const key of ['goalId', 'type', 'status', 'from', 'to', 'page', 'pageSize'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
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
  strategies: ['money', 'strategies'] as const,
  usdClp: ['money', 'rate', 'USD-CLP'] as const,
  fundings: (filter: FundingFilter) => [...moneyKeys.allFundings, filter] as const,
} as const;

/** queryOptions of the money calls (our contract: @portal/platform schemas/money.ts). */
export function moneyQueries({ apiBase, http }: Transport) {
  return {
    /**
     * A goal's value and net deposits from a day on (null: its whole life), cut to `points` for a
     * chart of that size (null: every day).
     */
    goalHistory: (goalId: string | number, from: string | null = null, points: number | null = null) =>
      queryOptions({
        queryKey: moneyKeys.goalHistory(goalId, from, points),
        queryFn: ({ signal }) =>
          fetchJson(
            `${apiBase}api/goals/${encodeURIComponent(String(goalId))}/history${historyQuery(from, points)}`,
            goalHistorySchema,
            { signal },
            http,
          ),
      }),
    /**
     * The client's active goals added up in pesos from a day on (null: since the first began), cut
     * to `points`, with what each goal holds today: the dashboard's chart and goal rows in one call.
     */
    portfolioHistory: (from: string | null, points: number) =>
      queryOptions({
        queryKey: moneyKeys.portfolioHistory(from, points),
        queryFn: ({ signal }) =>
          fetchJson(
            `${apiBase}${portfolioHistoryPath(from, points)}`,
            portfolioHistorySchema,
            { signal },
            http,
          ),
      }),
    movements: (filter: MovementFilter = {}) =>
      queryOptions({
        queryKey: moneyKeys.movements(filter),
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/movements?${movementQuery(filter)}`, movementPageSchema, { signal }, http),
      }),
    /** The client's monthly statements (cartolas), newest first. */
    statements: () =>
      queryOptions({
        queryKey: moneyKeys.statements,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/statements`, statementsSchema, { signal }, http),
      }),
    /** Where a month's statement PDF is (download it with the portal's http client). */
    statementUrl: (month: string) => `${apiBase}api/statements/${encodeURIComponent(month)}`,
    /** The annual tax certificates, newest first (docs/RULES.md#tax-certificates). */
    taxCertificates: () =>
      queryOptions({
        queryKey: moneyKeys.taxCertificates,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/tax-certificates`, taxCertificatesSchema, { signal }, http),
      }),
    /** Where a year's tax certificate PDF is (download it with the portal's http client). */
    taxCertificateUrl: (year: number) => `${apiBase}api/tax-certificates/${year}`,
    strategies: () =>
      queryOptions({
        queryKey: moneyKeys.strategies,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/strategies`, strategiesSchema, { signal }, http),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    usdClp: () =>
      queryOptions({
        queryKey: moneyKeys.usdClp,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/exchange-rates/USD-CLP`, exchangeRateSchema, { signal }, http),
      }),
    /** GET {apiBase}fundings/?filter={where, include}: deposits and rescues still in process. */
    fundings: (filter: FundingFilter) =>
      queryOptions({
        queryKey: moneyKeys.fundings(filter),
        queryFn: ({ signal }) =>
          fetchJson(
            `${apiBase}fundings/?filter=${encodeURIComponent(JSON.stringify(filter))}`,
            z.array(fundingSchema),
            { signal },
            http,
          ),
      }),
  };
}

/** The domain's calls for a component: `const money = useMoneyQueries();`. */
export const useMoneyQueries = queriesHook(moneyQueries);
