import {
  callEndpoint,
  goalsContract,
  type NewGoalRequest,
  queriesHook,
  type RescueRequest,
  type ScheduledDepositRequest,
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

/** queryOptions and writes of the goals' flows (contracts/goals.ts). */
export function goalFlowQueries(transport: Transport) {
  const goal = (goalId: string | number) => ({ goalId: String(goalId) });
  const once = (idempotencyKey: string, proof?: string) => ({
    headers: {
      'Idempotency-Key': idempotencyKey,
      ...(proof === undefined ? {} : { 'Confirmation-Proof': proof }),
    },
  });
  return {
    /** The limits, cut-off and bank account of a deposit to a goal. */
    depositOptions: (goalId: string | number) =>
      queryOptions({
        queryKey: goalFlowKeys.depositOptions(goalId),
        queryFn: ({ signal }) =>
          callEndpoint(transport, goalsContract.depositOptions, { params: goal(goalId) }, { signal }),
      }),
    /**
     * Places a deposit order. The key makes it safe to send again after a failure: the server
     * answers the first result and never moves the money twice.
     */
    createDeposit: (request: { goalId: string | number; amount: number; idempotencyKey: string }) =>
      callEndpoint(
        transport,
        goalsContract.deposit,
        { params: goal(request.goalId), body: { amount: request.amount } },
        once(request.idempotencyKey),
      ),
    /** What a goal can give, when it is paid, and the client's accounts and RUT. */
    rescueOptions: (goalId: string | number) =>
      queryOptions({
        queryKey: goalFlowKeys.rescueOptions(goalId),
        queryFn: ({ signal }) =>
          callEndpoint(transport, goalsContract.rescueOptions, { params: goal(goalId) }, { signal }),
        staleTime: 0,
      }),
    /** The favourite goal, as the rule keeps it (docs/RULES.md#favourite-goal). */
    favoriteGoal: () =>
      queryOptions({
        queryKey: goalFlowKeys.favoriteGoal,
        queryFn: ({ signal }) => callEndpoint(transport, goalsContract.favorite, {}, { signal }),
      }),
    /** Names the favourite goal; a goal that may not be one is refused on its field (422). */
    setFavoriteGoal: (goalId: string | number) =>
      callEndpoint(transport, goalsContract.setFavorite, { body: { goalId } }),
    /** The client's scheduled deposits, every goal's (docs/RULES.md#scheduled-deposits). */
    scheduledDeposits: () =>
      queryOptions({
        queryKey: goalFlowKeys.scheduledDeposits,
        queryFn: ({ signal }) => callEndpoint(transport, goalsContract.scheduledDeposits, {}, { signal }),
      }),
    /** Where a mandate can charge: the client's registered accounts and the RUT a new one must be in. */
    bankAccounts: () =>
      queryOptions({
        queryKey: goalFlowKeys.bankAccounts,
        queryFn: ({ signal }) => callEndpoint(transport, goalsContract.bankAccounts, {}, { signal }),
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
      callEndpoint(
        transport,
        goalsContract.saveScheduledDeposit,
        { params: goal(request.goalId), body: request.body },
        once(request.idempotencyKey, request.proof),
      ),
    /** Pauses or resumes a goal's scheduled deposit (no code: no money moves elsewhere). */
    changeScheduledDeposit: (goalId: string | number, change: 'pause' | 'resume') =>
      callEndpoint(transport, goalsContract.changeScheduledDeposit, { params: { ...goal(goalId), change } }),
    /** Cancels a goal's scheduled deposit: no more charges. */
    cancelScheduledDeposit: async (goalId: string | number): Promise<void> => {
      await callEndpoint(transport, goalsContract.cancelScheduledDeposit, { params: goal(goalId) });
    },
    /** Chile's banks: they change rarely. */
    banks: () =>
      queryOptions({
        queryKey: goalFlowKeys.banks,
        queryFn: ({ signal }) => callEndpoint(transport, goalsContract.banks, {}, { signal }),
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
      callEndpoint(
        transport,
        goalsContract.rescue,
        { params: goal(request.goalId), body: request.body },
        once(request.idempotencyKey, request.proof),
      ),
    /** Asks for a change of the goal's strategy; safe to send again with the same key. */
    createPortfolioChange: (request: {
      goalId: string | number;
      strategyId: number;
      idempotencyKey: string;
    }) =>
      callEndpoint(
        transport,
        goalsContract.portfolioChange,
        { params: goal(request.goalId), body: { strategyId: request.strategyId } },
        once(request.idempotencyKey),
      ),
    /** The client's risk profile and the strategies' outlook, for a new goal's plan. */
    newGoalOptions: () =>
      queryOptions({
        queryKey: goalFlowKeys.newGoalOptions,
        queryFn: ({ signal }) => callEndpoint(transport, goalsContract.newGoalOptions, {}, { signal }),
      }),
    /** Creates a goal; safe to send again with the same key. */
    createGoal: (request: { body: NewGoalRequest; idempotencyKey: string }) =>
      callEndpoint(transport, goalsContract.create, { body: request.body }, once(request.idempotencyKey)),
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
