import {
  bankAccountsSchema,
  banksSchema,
  callEndpoint,
  depositOptionsSchema,
  depositReceiptSchema,
  favoriteGoalSchema,
  fetchJson,
  goalSchema,
  goalsContract,
  HttpError,
  type NewGoalRequest,
  newGoalOptionsSchema,
  portfolioChangeReceiptSchema,
  queriesHook,
  type RescueRequest,
  rescueOptionsSchema,
  rescueReceiptSchema,
  type ScheduledDepositRequest,
  scheduledDepositSchema,
  scheduledDepositsSchema,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the goals' flows: deposit, rescue, change of portfolio and new goal. */
export const goalFlowKeys = {
  depositOptions: (goalId: string | number) => ['flows', 'deposit-options', String(goalId)] as const,
  allRescueOptions: ['flows', 'rescue-options'] as const,
  rescueOptions: (goalId: string | number) => [...goalFlowKeys.allRescueOptions, String(goalId)] as const,
  banks: ['flows', 'banks'] as const,
  newGoalOptions: ['flows', 'new-goal-options'] as const,
  favoriteGoal: ['goals', 'favorite'] as const,
  scheduledDeposits: ['goals', 'scheduled-deposits'] as const,
  bankAccounts: ['flows', 'bank-accounts'] as const,
};

/** queryOptions and writes of the goals' flows (our contract: @portal/platform schemas/flows.ts). */
export function goalFlowQueries({ apiBase, http }: Transport) {
  const goalPath = (goalId: string | number) => `${apiBase}api/goals/${encodeURIComponent(String(goalId))}`;
  return {
    /** The limits, cut-off and bank account of a deposit to a goal. */
    depositOptions: (goalId: string | number) =>
      queryOptions({
        queryKey: goalFlowKeys.depositOptions(goalId),
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
        queryKey: goalFlowKeys.rescueOptions(goalId),
        queryFn: ({ signal }) =>
          fetchJson(`${goalPath(goalId)}/rescue-options`, rescueOptionsSchema, { signal }, http),
        staleTime: 0,
      }),
    /** The favourite goal, as the rule keeps it (docs/RULES.md#favourite-goal). */
    favoriteGoal: () =>
      queryOptions({
        queryKey: goalFlowKeys.favoriteGoal,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/favorite-goal`, favoriteGoalSchema, { signal }, http),
      }),
    /** Names the favourite goal; a goal that may not be one is refused on its field (422). */
    setFavoriteGoal: (goalId: string | number) =>
      fetchJson(
        `${apiBase}api/favorite-goal`,
        favoriteGoalSchema,
        {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ goalId }),
        },
        http,
      ),
    /** The client's scheduled deposits, every goal's (docs/RULES.md#scheduled-deposits). */
    scheduledDeposits: () =>
      queryOptions({
        queryKey: goalFlowKeys.scheduledDeposits,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/scheduled-deposits`, scheduledDepositsSchema, { signal }, http),
      }),
    /** Where a mandate can charge: the client's registered accounts and the RUT a new one must be in. */
    bankAccounts: () =>
      queryOptions({
        queryKey: goalFlowKeys.bankAccounts,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/bank-accounts`, bankAccountsSchema, { signal }, http),
        staleTime: 0,
      }),
    /**
     * A goal's new or changed scheduled deposit, with a confirmation code's proof; safe to send again
     * with the same key.
     */
    saveScheduledDeposit: (request: {
      goalId: string | number;
      body: ScheduledDepositRequest;
      idempotencyKey: string;
      proof: string;
    }) =>
      fetchJson(
        `${goalPath(request.goalId)}/scheduled-deposit`,
        scheduledDepositSchema,
        {
          method: 'PUT',
          headers: {
            'Content-Type': 'application/json',
            'Idempotency-Key': request.idempotencyKey,
            'Confirmation-Proof': request.proof,
          },
          body: JSON.stringify(request.body),
        },
        http,
      ),
    /** Pauses or resumes a goal's scheduled deposit (no code: no money moves elsewhere). */
    changeScheduledDeposit: (goalId: string | number, change: 'pause' | 'resume') =>
      fetchJson(
        `${goalPath(goalId)}/scheduled-deposit/${change}`,
        scheduledDepositSchema,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
        http,
      ),
    /** Cancels a goal's scheduled deposit: no more charges. */
    cancelScheduledDeposit: async (goalId: string | number) => {
      const url = `${goalPath(goalId)}/scheduled-deposit`;
      const response = await http(url, { method: 'DELETE' });
      if (!response.ok) throw new HttpError(response, url);
    },
    /** Chile's banks: they change rarely. */
    banks: () =>
      queryOptions({
        queryKey: goalFlowKeys.banks,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/banks`, banksSchema, { signal }, http),
        staleTime: 24 * 60 * 60 * 1000,
      }),
    /**
     * Asks for a rescue, with the proof of a confirmation code (docs/RULES.md#confirmation-codes);
     * safe to send again with the same key.
     */
    createRescue: (request: {
      goalId: string | number;
      body: RescueRequest;
      idempotencyKey: string;
      proof: string;
    }) =>
      fetchJson(
        `${goalPath(request.goalId)}/rescues`,
        rescueReceiptSchema,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Idempotency-Key': request.idempotencyKey,
            'Confirmation-Proof': request.proof,
          },
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
        queryKey: goalFlowKeys.newGoalOptions,
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
  };
}

/** The domain's calls for a component: `const goalFlow = useGoalFlowQueries();`. */
export const useGoalFlowQueries = queriesHook(goalFlowQueries);

/** PUT api/goals/{id}/starred {starred}: stars or unstars one of the client's goals; answers the goal. */
export function starGoal(transport: Transport, goalId: string | number, starred: boolean) {
  return callEndpoint(transport, goalsContract.star, {
    params: { goalId: String(goalId) },
    body: { starred },
  });
}
