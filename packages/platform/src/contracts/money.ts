import * as z from 'zod/mini';
import { apvCertificatesSchema } from './apv.ts';
import { amount, currencyCode, errorBody, isoDate } from './common.ts';
import { endpoint } from './endpoint.ts';
import { taxCertificatesSchema } from './taxCertificates.ts';
import {
  columnsAgree,
  columnsOf,
  datesAgree,
  daysOf,
  goalHistorySchema,
  seriesColumns,
  type ValuePoint,
} from './valueSeries.ts';

/**
 * The money of a client's goals (docs/RULES.md#money-contract): value history, movements, investment
 * strategies and the dollar rate. Our contract, validated at the boundary and shared with the mock
 * backend so it cannot drift.
 *
 * Amounts are numbers in the goal's own currency: whole pesos for CLP, cents as decimals for USD.
 * Dates are calendar days in Chile (`YYYY-MM-DD`); instants are ISO 8601 with their offset.
 */

export const movementTypes = ['deposit', 'rescue', 'portfolio-change', 'dividend', 'fee'] as const;
export type MovementType = (typeof movementTypes)[number];
/** en proceso, completado, rechazado. */
export const movementStatuses = ['pending', 'completed', 'rejected'] as const;
export type MovementStatus = (typeof movementStatuses)[number];

/**
 * A movement of a goal. A deposit adds `amount` to the goal and a rescue takes it out, once completed;
 * a change of portfolio moves the goal to `toStrategyId` and carries no amount of its own (0). A
 * dividend (reinvested) and a fee (charged) are the market side: they are in the goal's value, part
 * of what it gained, and never in what the client put in. Amounts are never negative: the type says
 * which way the money went.
 */
export const movementSchema = z.object({
  id: z.string(),
  goalId: z.union([z.string(), z.number()]),
  type: z.enum(movementTypes),
  status: z.enum(movementStatuses),
  amount,
  currency: currencyCode,
  /** When the client asked for it. */
  requestedAt: z.string(),
  /** When it settled (completed or rejected); null while pending. */
  settledAt: z.nullable(z.string()),
  toStrategyId: z.optional(z.nullable(z.number())),
});
export type Movement = z.infer<typeof movementSchema>;

/** GET {apiBase}api/movements?goalId&type&status&from&to&page&pageSize: newest first, one page. */
export const movementPageSchema = z.object({
  items: z.array(movementSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type MovementPage = z.infer<typeof movementPageSchema>;

/** What a strategy holds, in weights that add up to 1. */
export const allocationSchema = z.object({ assetClass: z.string(), weight: z.number() });

/** GET {apiBase}api/strategies: the investment strategies a goal's portfolio.investmentStrategyId names. */
export const strategySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** 1 (most conservative) to 5 (most aggressive). */
  risk: z.number(),
  description: z.string(),
  composition: z.array(allocationSchema),
});
export type Strategy = z.infer<typeof strategySchema>;
export const strategiesSchema = z.array(strategySchema);

/** GET {apiBase}api/exchange-rates/USD-CLP: the rate the portal converts dollar goals with, and its day. */
export const exchangeRateSchema = z.object({
  from: z.literal('USD'),
  to: z.literal('CLP'),
  rate: z.number(),
  date: isoDate,
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/**
 * The UF of the day and the UTM of the month (docs/RULES.md#apv-voluntary-retirement-savings): the
 * units APV's caps are set in, each with the day or month it is worth that many pesos.
 */
export const indicatorsSchema = z.object({
  uf: z.object({ value: z.number().check(z.positive()), date: isoDate }),
  utm: z.object({
    value: z.number().check(z.positive()),
    month: z.string().check(z.regex(/^\d{4}-\d{2}$/, 'a month as YYYY-MM')),
  }),
});
export type Indicators = z.infer<typeof indicatorsSchema>;

/**
 * A monthly statement (cartola) the client can download: one per closed month since their first
 * goal began, newest first. GET {apiBase}api/statements; the PDF is api/statements/{month}.
 */
export const statementSchema = z.object({
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/, 'a month as YYYY-MM')),
  /** The month's last day, the day its figures are taken on. */
  closedOn: isoDate,
});
export type Statement = z.infer<typeof statementSchema>;
export const statementsSchema = z.object({ items: z.array(statementSchema) });

/** What one active goal holds today, in its own currency (a portfolio history's `goals`). */
export const goalFiguresSchema = z.object({
  goalId: z.union([z.string(), z.number()]),
  currency: currencyCode,
  value: amount,
  netDeposits: amount,
});
export type GoalFigures = z.infer<typeof goalFiguresSchema>;

/**
 * GET {apiBase}api/portfolio/history?from=YYYY-MM-DD&points=N: the client's active goals added up in
 * pesos (dollar goals at `rate`, today's api/exchange-rates/USD-CLP; null with no dollar goal),
 * as columns like a goal's history, and what each active goal holds today. One call for the
 * dashboard's chart and goal rows, in place of one history per goal.
 */
export const portfolioHistoryWireSchema = z
  .object({
    currency: z.literal('CLP'),
    rate: z.nullable(exchangeRateSchema),
    ...seriesColumns,
    goals: z.array(goalFiguresSchema),
  })
  .check(columnsAgree, datesAgree);
export type PortfolioHistoryWire = z.infer<typeof portfolioHistoryWireSchema>;

/** The portfolio's history as the portal reads it: columns with their days, and each goal today. */
export const portfolioHistorySchema = z.pipe(
  portfolioHistoryWireSchema,
  z.transform((wire) => ({
    history: { dates: daysOf(wire), value: wire.value, netDeposits: wire.netDeposits },
    rate: wire.rate,
    goals: wire.goals,
  })),
);
export type PortfolioHistory = z.infer<typeof portfolioHistorySchema>;

/** The portfolio's history as the server sends it. */
export function portfolioHistoryWire(
  points: readonly ValuePoint[],
  emptyFrom: string,
  rate: ExchangeRate | null,
  goals: GoalFigures[],
): PortfolioHistoryWire {
  return { currency: 'CLP', rate, ...columnsOf(points, emptyFrom), goals };
}

/**
 * GET {apiBase}fundings/?filter= (docs/RULES.md#product-calls; its response is not shown): one deposit order to a goal,
 * pending until the money arrives and is invested.
 */
export const fundingSchema = z.object({
  id: z.string(),
  goalId: z.union([z.string(), z.number()]),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['pending', 'confirmed', 'rejected']),
  createdAt: z.string(),
});
export type Funding = z.infer<typeof fundingSchema>;

/** The JSON of the fundings `filter` query parameter (docs/RULES.md#product-calls): an optional where and include. */
export interface FundingFilter {
  where?: Partial<Pick<Funding, 'goalId' | 'status' | 'currency'>>;
  include?: string[];
}

/** A whole number in a query string (`?points=400`), within its bounds: sent as a number, read as text. */
function queryWholeNumber(min: number, max: number) {
  return z.pipe(
    z.union([z.int(), z.string().check(z.regex(/^\d+$/, 'a whole number'))]),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      z.int().check(z.gte(min), z.lte(max)),
    ),
  );
}

/** The fewest and most points a history is cut to (docs/RULES.md#histories-sized-to-the-screen). */
export const historyPointsRange = { fewest: 4, most: 5_000 } as const;

/** A history call's query: from a day (none: the whole life), cut to so many points (none: every day). */
const historyQuerySchema = z.object({
  from: z.optional(isoDate),
  points: z.optional(queryWholeNumber(historyPointsRange.fewest, historyPointsRange.most)),
});

/** What the activity list asks for (docs/RULES.md#movements-and-activities): pages from 1, up to 100 a page. */
export const movementQuerySchema = z.object({
  goalId: z.optional(z.union([z.string(), z.number()])),
  type: z.optional(z.enum(movementTypes)),
  status: z.optional(z.enum(movementStatuses)),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  page: z.optional(queryWholeNumber(1, 100_000)),
  pageSize: z.optional(queryWholeNumber(1, 100)),
});

const goalNotFound = { 404: errorBody } as const;

/** The money domain's calls (docs/RULES.md#money-contract): histories, movements, statements, certificates, strategies, the dollar rate, fundings. */
export const moneyContract = {
  goalHistory: endpoint({
    method: 'GET',
    path: 'api/goals/{goalId}/history',
    summary:
      'One goal’s value and net deposits by day, from a day on, cut to so many points; 404 when not the client’s.',
    params: z.object({ goalId: z.string() }),
    query: historyQuerySchema,
    response: goalHistorySchema,
    errors: goalNotFound,
  }),
  portfolioHistory: endpoint({
    method: 'GET',
    path: 'api/portfolio/history',
    summary:
      'The active goals added up in pesos by day, and what each goal holds today: the dashboard in one call.',
    query: historyQuerySchema,
    response: portfolioHistorySchema,
  }),
  movements: endpoint({
    method: 'GET',
    path: 'api/movements',
    summary: 'The client’s movements, newest first, one page, filtered by goal, type, status and days.',
    query: movementQuerySchema,
    response: movementPageSchema,
    errors: goalNotFound,
  }),
  statements: endpoint({
    method: 'GET',
    path: 'api/statements',
    summary: 'The monthly statements (cartolas), newest first.',
    response: statementsSchema,
  }),
  statement: endpoint({
    method: 'GET',
    path: 'api/statements/{month}',
    summary: 'One month’s statement, as a PDF.',
    params: z.object({ month: z.string().check(z.regex(/^\d{4}-\d{2}$/, 'a month as YYYY-MM')) }),
    response: 'file',
    errors: { 404: errorBody },
  }),
  taxCertificates: endpoint({
    method: 'GET',
    path: 'api/tax-certificates',
    summary: 'The annual tax certificates, newest first, each with the day it is issued.',
    response: taxCertificatesSchema,
  }),
  taxCertificate: endpoint({
    method: 'GET',
    path: 'api/tax-certificates/{year}',
    summary: 'One year’s tax certificate, as a PDF; 409 with the day it is issued when it is not yet.',
    params: z.object({ year: z.string().check(z.regex(/^\d{4}$/, 'a year')) }),
    response: 'file',
    errors: { 404: errorBody, 409: z.object({ message: z.string(), readyOn: isoDate }) },
  }),
  apvCertificates: endpoint({
    method: 'GET',
    path: 'api/apv/certificates',
    summary:
      'The yearly APV certificates, newest first: a year’s savings under each regime, bonus and rescues.',
    response: apvCertificatesSchema,
  }),
  apvCertificate: endpoint({
    method: 'GET',
    path: 'api/apv/certificates/{year}',
    summary: 'One year’s APV certificate, as a PDF; 409 with the day it is issued when it is not yet.',
    params: z.object({ year: z.string().check(z.regex(/^\d{4}$/, 'a year')) }),
    response: 'file',
    errors: { 404: errorBody, 409: z.object({ message: z.string(), readyOn: isoDate }) },
  }),
  strategies: endpoint({
    method: 'GET',
    path: 'api/strategies',
    summary: 'The investment strategies a goal’s portfolio names, with what each holds.',
    response: strategiesSchema,
  }),
  usdClp: endpoint({
    method: 'GET',
    path: 'api/exchange-rates/USD-CLP',
    summary: 'The rate dollar goals are converted at, and its day.',
    response: exchangeRateSchema,
  }),
  indicators: endpoint({
    method: 'GET',
    path: 'api/indicators',
    summary:
      'The UF of the day and the UTM of the month, in pesos, each with its date: the units of APV’s caps.',
    response: indicatorsSchema,
  }),
  fundings: endpoint({
    method: 'GET',
    path: 'fundings/',
    summary:
      'Deposit orders still in process (docs/RULES.md#product-calls): `filter` is JSON with an optional where (equality) and include.',
    query: z.object({ filter: z.optional(z.string()) }),
    response: z.array(fundingSchema),
  }),
} as const;
