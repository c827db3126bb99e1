import {
  type Api,
  banksSchema,
  cardValidationSchema,
  contractAcceptanceSchema,
  contractSchema,
  depositOptionsSchema,
  depositReceiptSchema,
  fetchJson,
  goalSchema,
  type Kyc,
  kycSchema,
  type NewGoalRequest,
  newGoalOptionsSchema,
  portfolioChangeReceiptSchema,
  type RescueRequest,
  rescueOptionsSchema,
  rescueReceiptSchema,
  type UsBrokerageRequest,
  usBrokerageAccountSchema,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the money flows. */
export const flowKeys = {
  depositOptions: (goalId: string | number) => ['flows', 'deposit-options', String(goalId)] as const,
  rescueOptions: (goalId: string | number) => ['flows', 'rescue-options', String(goalId)] as const,
  banks: ['flows', 'banks'] as const,
  newGoalOptions: ['flows', 'new-goal-options'] as const,
  contract: ['flows', 'contract'] as const,
  kyc: ['flows', 'kyc'] as const,
  usBrokerageAccount: ['flows', 'us-brokerage-account'] as const,
};

type Transport = Pick<Api, 'apiBase' | 'http'>;

/** queryOptions and writes of the money flows (our contract: @portal/platform schemas/flows.ts). */
export function flowQueries({ apiBase, http }: Transport) {
  const goalPath = (goalId: string | number) => `${apiBase}api/goals/${encodeURIComponent(String(goalId))}`;
  return {
    /** The limits, cut-off and bank account of a deposit to a goal. */
    depositOptions: (goalId: string | number) =>
      queryOptions({
        queryKey: flowKeys.depositOptions(goalId),
        queryFn: ({ signal }) =>
          fetchJson(`${goalPath(goalId)}/deposit-options`, depositOptionsSchema, { signal }, http),
      }),
    /**
     * Places a deposit order. The key makes it safe to send again after a failure: the server
     * answers the first result and never moves the money twice.
     */
    createDeposit: (request: { goalId: string | number; amount: number; idempotencyKey: string }) =>
      fetchJson(
        `${goalPath(request.goalId)}/deposits`,
        depositReceiptSchema,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': request.idempotencyKey },
          body: JSON.stringify({ amount: request.amount }),
        },
        http,
      ),
    /** What a goal can give, when it is paid, and the client's accounts and RUT. */
    rescueOptions: (goalId: string | number) =>
      queryOptions({
        queryKey: flowKeys.rescueOptions(goalId),
        queryFn: ({ signal }) =>
          fetchJson(`${goalPath(goalId)}/rescue-options`, rescueOptionsSchema, { signal }, http),
        staleTime: 0,
      }),
    /** Chile's banks: they change rarely. */
    banks: () =>
      queryOptions({
        queryKey: flowKeys.banks,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/banks`, banksSchema, { signal }, http),
        staleTime: 24 * 60 * 60 * 1000,
      }),
    /** Asks for a rescue; safe to send again with the same key. */
    createRescue: (request: { goalId: string | number; body: RescueRequest; idempotencyKey: string }) =>
      fetchJson(
        `${goalPath(request.goalId)}/rescues`,
        rescueReceiptSchema,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': request.idempotencyKey },
          body: JSON.stringify(request.body),
        },
        http,
      ),
    /** Asks for a change of the goal's strategy; safe to send again with the same key. */
    createPortfolioChange: (request: {
      goalId: string | number;
      strategyId: number;
      idempotencyKey: string;
    }) =>
      fetchJson(
        `${goalPath(request.goalId)}/portfolio-changes`,
        portfolioChangeReceiptSchema,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': request.idempotencyKey },
          body: JSON.stringify({ strategyId: request.strategyId }),
        },
        http,
      ),
    /** The client's risk profile and the strategies' outlook, for a new goal's plan. */
    newGoalOptions: () =>
      queryOptions({
        queryKey: flowKeys.newGoalOptions,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/goals/new-options`, newGoalOptionsSchema, { signal }, http),
      }),
    /** Creates a goal; safe to send again with the same key. */
    createGoal: (request: { body: NewGoalRequest; idempotencyKey: string }) =>
      fetchJson(
        `${apiBase}api/goals`,
        goalSchema,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': request.idempotencyKey },
          body: JSON.stringify(request.body),
        },
        http,
      ),
    /** The management contract in force and whether the client accepted it. */
    contract: () =>
      queryOptions({
        queryKey: flowKeys.contract,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/contract`, contractSchema, { signal }, http),
      }),
    /** Records the client's acceptance of a contract version; safe to send again with the same key. */
    acceptContract: (request: { version: string; idempotencyKey: string }) =>
      fetchJson(
        `${apiBase}api/contract/acceptance`,
        contractAcceptanceSchema,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': request.idempotencyKey },
          body: JSON.stringify({ version: request.version }),
        },
        http,
      ),
    /** Checks the client's identity card (their RUT and the card's document number). */
    validateCard: (request: { rut: string; serial: string }) =>
      fetchJson(
        `${apiBase}api/identity/card`,
        cardValidationSchema,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) },
        http,
      ),
    /** The client's "Conoce a tu cliente" declaration. */
    kyc: () =>
      queryOptions({
        queryKey: flowKeys.kyc,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/kyc`, kycSchema, { signal }, http),
      }),
    /** Saves the declaration (a PUT: sending it twice saves the same). */
    saveKyc: (kyc: Omit<Kyc, 'updatedAt'>) =>
      fetchJson(
        `${apiBase}api/kyc`,
        kycSchema,
        { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(kyc) },
        http,
      ),
    /** The client's open US brokerage account: its number and since when (404 when there is none). */
    usBrokerageAccount: () =>
      queryOptions({
        queryKey: flowKeys.usBrokerageAccount,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/ibkr/account`, usBrokerageAccountSchema, { signal }, http),
      }),
    /** Opens the client's US brokerage account (by invitation); asking again answers the same account. */
    activateUsBrokerage: (request: UsBrokerageRequest) =>
      fetchJson(
        `${apiBase}api/ibkr/activation`,
        usBrokerageAccountSchema,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) },
        http,
      ),
  };
}
