import * as z from 'zod/mini';
import { apvYearSchema } from './apv.ts';
import { errorBody, fieldErrorsBody, idempotencyKeyHeader } from './common.ts';
import { codeChallengeSchema, codeProofSchema, codeRefusalSchema } from './confirmationCode.ts';
import { endpoint } from './endpoint.ts';
import { favoriteGoalSchema } from './favoriteGoal.ts';
import {
  banksSchema,
  depositOptionsSchema,
  depositReceiptSchema,
  newGoalOptionsSchema,
  portfolioChangeReceiptSchema,
  rescueOptionsSchema,
  rescueReceiptSchema,
} from './goalFlows.ts';
import { goalSchema } from './rpc.ts';
import { bankAccountsSchema, scheduledDepositSchema, scheduledDepositsSchema } from './scheduledDeposit.ts';

/**
 * The goals domain's contract: the star, and the money flows (docs/RULES.md#money-flows) with what
 * makes them happen once (an Idempotency-Key per order, a confirmation code's proof for money that
 * leaves, the read of an order by its key). Request bodies are written by shape; what is wrong with
 * a value (an amount under the minimum, an account not the client's) is a 422 per field, in Spanish.
 */

const goalParams = z.object({ goalId: z.string() });
const notFound = { 404: errorBody } as const;
const proofHeader = {
  'Confirmation-Proof':
    'The proof a right confirmation code gave (POST api/confirmation-codes/{challengeId}/verify), bound to this order.',
} as const;
/** A bank account the client adds in a flow, by shape (its rules are the server's 422). */
const newAccount = z.optional(
  z.object({
    bankCode: z.optional(z.string()),
    type: z.optional(z.string()),
    number: z.optional(z.string()),
    holderRut: z.optional(z.string()),
  }),
);

export const goalsContract = {
  star: endpoint({
    method: 'PUT',
    path: 'api/goals/{goalId}/starred',
    summary: 'Stars or unstars one of the client’s goals; answers the goal. 404 when it is not theirs.',
    params: goalParams,
    body: z.object({ starred: z.boolean() }),
    response: goalSchema,
    errors: notFound,
  }),
  depositOptions: endpoint({
    method: 'GET',
    path: 'api/goals/{goalId}/deposit-options',
    summary: 'A deposit’s limits, cut-off and the account to pay to.',
    params: goalParams,
    response: depositOptionsSchema,
    errors: notFound,
  }),
  deposit: endpoint({
    method: 'POST',
    path: 'api/goals/{goalId}/deposits',
    summary: 'Places a deposit order, once per Idempotency-Key; 422 on `amount`.',
    params: goalParams,
    headers: idempotencyKeyHeader,
    // A client never sends another type; if a caller does, the refusal still speaks Spanish.
    body: z.object({ amount: z.optional(z.number({ error: 'Ingresa un monto.' })) }),
    response: depositReceiptSchema,
    errors: { ...notFound, 422: fieldErrorsBody },
  }),
  rescueOptions: endpoint({
    method: 'GET',
    path: 'api/goals/{goalId}/rescue-options',
    summary: 'What a goal can give, when it is paid, and the client’s accounts and RUT.',
    params: goalParams,
    response: rescueOptionsSchema,
    errors: notFound,
  }),
  rescue: endpoint({
    method: 'POST',
    path: 'api/goals/{goalId}/rescues',
    summary: 'Asks for a rescue, with a confirmation code’s proof, once per Idempotency-Key; 422 per field.',
    params: goalParams,
    headers: { ...idempotencyKeyHeader, ...proofHeader },
    body: z.object({
      kind: z.optional(z.string()),
      amount: z.optional(z.number()),
      accountId: z.optional(z.string()),
      newAccount,
    }),
    response: rescueReceiptSchema,
    errors: { ...notFound, 422: fieldErrorsBody },
  }),
  banks: endpoint({
    method: 'GET',
    path: 'api/banks',
    summary: 'Chile’s banks, for a new account.',
    response: banksSchema,
  }),
  portfolioChange: endpoint({
    method: 'POST',
    path: 'api/goals/{goalId}/portfolio-changes',
    summary: 'Asks for a change of the goal’s strategy, once per Idempotency-Key; 422 on `strategyId`.',
    params: goalParams,
    headers: idempotencyKeyHeader,
    body: z.object({ strategyId: z.optional(z.number()) }),
    response: portfolioChangeReceiptSchema,
    errors: { ...notFound, 422: fieldErrorsBody },
  }),
  newGoalOptions: endpoint({
    method: 'GET',
    path: 'api/goals/new-options',
    summary: 'The client’s risk profile and the strategies’ outlook, for a new goal’s plan.',
    response: newGoalOptionsSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'api/goals',
    summary:
      'Creates a goal, once per Idempotency-Key; 409 while the account is not open (its registration before the contract); 422 per field (an APV goal: for people, one per regime).',
    headers: idempotencyKeyHeader,
    body: z.object({
      category: z.optional(z.string()),
      product: z.optional(z.string()),
      title: z.optional(z.string()),
      target: z.optional(z.object({ amount: z.optional(z.number()), date: z.optional(z.string()) })),
      initial: z.optional(z.number()),
      monthly: z.optional(z.number()),
      strategyId: z.optional(z.number()),
      apv: z.optional(
        z.object({ regime: z.optional(z.string()), taxRate: z.optional(z.nullable(z.number())) }),
      ),
    }),
    response: goalSchema,
    errors: { 409: errorBody, 422: fieldErrorsBody },
  }),
  apv: endpoint({
    method: 'GET',
    path: 'api/apv',
    summary:
      'A person’s APV this calendar year: saved and rescued under each regime, and the state’s bonus (this year’s, last year’s to come). 404 for a company.',
    response: apvYearSchema,
    errors: notFound,
  }),
  favorite: endpoint({
    method: 'GET',
    path: 'api/favorite-goal',
    summary: 'The favourite goal, as the rule keeps it (docs/RULES.md#favourite-goal).',
    response: favoriteGoalSchema,
  }),
  setFavorite: endpoint({
    method: 'PUT',
    path: 'api/favorite-goal',
    summary: 'Names the favourite goal; 422 on `goalId` for a goal that may not be one.',
    body: z.object({ goalId: z.optional(z.union([z.string(), z.number()])) }),
    response: favoriteGoalSchema,
    errors: { 422: fieldErrorsBody },
  }),
  scheduledDeposits: endpoint({
    method: 'GET',
    path: 'api/scheduled-deposits',
    summary: 'The client’s scheduled deposits, every goal’s.',
    response: scheduledDepositsSchema,
  }),
  bankAccounts: endpoint({
    method: 'GET',
    path: 'api/bank-accounts',
    summary: 'Where a mandate can charge: the client’s registered accounts and the RUT a new one must be in.',
    response: bankAccountsSchema,
  }),
  saveScheduledDeposit: endpoint({
    method: 'PUT',
    path: 'api/goals/{goalId}/scheduled-deposit',
    summary: 'A goal’s new or changed scheduled deposit, with a confirmation code’s proof; 422 per field.',
    params: goalParams,
    headers: { ...idempotencyKeyHeader, ...proofHeader },
    body: z.object({
      amount: z.optional(z.number()),
      frequency: z.optional(z.string()),
      day: z.optional(z.number()),
      accountId: z.optional(z.string()),
      newAccount,
    }),
    response: scheduledDepositSchema,
    errors: { ...notFound, 422: fieldErrorsBody },
  }),
  changeScheduledDeposit: endpoint({
    method: 'POST',
    path: 'api/goals/{goalId}/scheduled-deposit/{change}',
    summary: 'Pauses or resumes a goal’s scheduled deposit.',
    params: z.object({ goalId: z.string(), change: z.enum(['pause', 'resume']) }),
    response: scheduledDepositSchema,
    errors: notFound,
  }),
  cancelScheduledDeposit: endpoint({
    method: 'DELETE',
    path: 'api/goals/{goalId}/scheduled-deposit',
    summary: 'Cancels a goal’s scheduled deposit: no more charges.',
    params: goalParams,
    response: 'empty',
    errors: notFound,
  }),
  sendCode: endpoint({
    method: 'POST',
    path: 'api/confirmation-codes',
    summary: 'Sends a 6-digit code by email for an order (bound to its amount, currency and account).',
    body: z.object({
      operation: z.optional(z.string()),
      goalId: z.optional(z.union([z.string(), z.number()])),
      order: z.optional(z.unknown()),
    }),
    response: codeChallengeSchema,
    errors: { 422: fieldErrorsBody, 423: codeRefusalSchema, 429: codeRefusalSchema },
  }),
  verifyCode: endpoint({
    method: 'POST',
    path: 'api/confirmation-codes/{challengeId}/verify',
    summary: 'Checks a typed code: right, it answers the proof its order carries.',
    params: z.object({ challengeId: z.string() }),
    body: z.object({ code: z.optional(z.string()) }),
    response: codeProofSchema,
    errors: { 410: codeRefusalSchema, 422: fieldErrorsBody, 423: codeRefusalSchema },
  }),
  order: endpoint({
    method: 'GET',
    path: 'api/orders/{idempotencyKey}',
    summary:
      'The order placed with this Idempotency-Key, as its call answered it (its receipt); 404 when none was.',
    params: z.object({ idempotencyKey: z.string() }),
    response: z.unknown(),
    errors: { 404: z.object({ message: z.string() }) },
  }),
} as const;
