import { mockFaults, resetMockStore } from '@portal/mocks';
import { server } from '@portal/mocks/node';
import { fakeAccessToken, movementsPlaced } from '@portal/mocks/testing';
import { depositReceiptSchema, type HttpFetch } from '@portal/platform';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keyForOrder } from '../../stepFlow/orderKeys.ts';
import {
  OrderNotPlacedError,
  OrderOutcomeUnknownError,
  orderCalls,
  placeOnce,
} from '../../stepFlow/orderOutcome.ts';
import { goalFlowQueries } from '../goalFlowsApi.ts';
import { depositFlow } from './depositRules.ts';

// Money moves exactly once (docs/RULES.md#idempotency-and-field-errors), checked against the mock
// backend's store: a client walks a deposit with any sequence of Back and Continue (changing the
// amount or not), reloads, confirms, retries, and loses answers (the order's or the check's), and no
// content is ever ordered twice within one draft.

const apiBase = 'http://portal.test/';
const token = fakeAccessToken('individual');
const http: HttpFetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
};
const flows = goalFlowQueries({ apiBase, http });
const orders = orderCalls({ apiBase, http });
const goalId = 101;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  mockFaults.clear();
  resetMockStore();
});

type Fault = 'none' | 'lostAnswer' | 'network' | 'status500' | 'lostAnswerAndCheck';
type Action =
  | { kind: 'change'; amount: number }
  | { kind: 'backAndContinue' }
  | { kind: 'reload' }
  | { kind: 'confirm'; fault: Fault };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('change' as const), amount: fc.constantFrom(10_000, 20_000, 30_000) }),
  fc.constant({ kind: 'backAndContinue' as const }),
  fc.constant({ kind: 'reload' as const }),
  fc.record({
    kind: fc.constant('confirm' as const),
    fault: fc.constantFrom<Fault>('none', 'lostAnswer', 'network', 'status500', 'lostAnswerAndCheck'),
  }),
);

function addFault(fault: Fault) {
  const order = { path: `api/goals/${goalId}/deposits`, method: 'POST', times: 1 };
  if (fault === 'lostAnswer') mockFaults.add({ ...order, fault: { kind: 'lostAnswer' } });
  if (fault === 'network') mockFaults.add({ ...order, fault: { kind: 'network' } });
  if (fault === 'status500') mockFaults.add({ ...order, fault: { kind: 'status', status: 500 } });
  if (fault === 'lostAnswerAndCheck') {
    mockFaults.add({ ...order, fault: { kind: 'lostAnswer' } });
    mockFaults.add({ path: 'api/orders/', method: 'GET', times: 1, fault: { kind: 'network' } });
  }
}

/** The deposits the store holds, by amount: how many orders each content got. */
const depositsByAmount = () => {
  const counts = new Map<number, number>();
  for (const movement of movementsPlaced('individual'))
    if (movement.type === 'deposit') counts.set(movement.amount, (counts.get(movement.amount) ?? 0) + 1);
  return counts;
};

describe('a deposit, however the client walks it, is ordered at most once per content', () => {
  it('property: Back, Continue, reload, retry and lost answers never order the same content twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        resetMockStore();
        mockFaults.clear();
        let draft = { ...depositFlow.draft.empty, amount: '10000' };
        // What the draft has ordered: a receipt starts a new draft, whose orders are new ones.
        let before = depositsByAmount();
        const receipts: string[] = [];
        for (const step of actions) {
          if (step.kind === 'change') draft = { ...draft, amount: String(step.amount) };
          // A step's Continue keeps the draft's keys: nothing in it changes the order's key.
          if (step.kind === 'backAndContinue') draft = { ...draft };
          if (step.kind === 'reload')
            draft = depositFlow.draft.schema.parse(JSON.parse(JSON.stringify(draft)));
          if (step.kind !== 'confirm') continue;
          addFault(step.fault);
          const amount = Number(draft.amount);
          const { key, keys } = keyForOrder(draft.orderKeys, {
            order: 'deposit',
            goalId,
            amount,
            currency: 'CLP',
          });
          draft = { ...draft, orderKeys: keys };
          const outcome = await placeOnce(
            () => flows.createDeposit({ goalId, amount, idempotencyKey: key }),
            () => orders.placed(key, depositReceiptSchema),
          ).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
          mockFaults.clear();
          if (outcome instanceof OrderNotPlacedError || outcome instanceof OrderOutcomeUnknownError) continue;
          if (outcome instanceof Error) throw outcome;
          receipts.push(outcome.id);
          // Each content this draft ordered is in the store once.
          for (const [each, count] of depositsByAmount())
            expect(count - (before.get(each) ?? 0), `${each} ordered twice`).toBeLessThanOrEqual(1);
          // Done: the client may start another deposit, a new order even with the same amount.
          before = depositsByAmount();
          draft = { ...depositFlow.draft.empty, amount: draft.amount };
        }
        for (const [each, count] of depositsByAmount())
          expect(count - (before.get(each) ?? 0), `${each} ordered twice`).toBeLessThanOrEqual(1);
        // Every receipt the client saw is an order the store holds.
        const placed = new Set(movementsPlaced('individual').map((movement) => movement.id));
        for (const id of receipts) expect(placed.has(id)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('a lost answer, then Back and Continue without a change: one order, and its receipt', async () => {
    let draft = { ...depositFlow.draft.empty, amount: '10000' };
    const content = { order: 'deposit', goalId, amount: 10_000, currency: 'CLP' };
    const first = keyForOrder(draft.orderKeys, content);
    draft = { ...draft, orderKeys: first.keys };
    addFault('lostAnswerAndCheck');
    const lost = await placeOnce(
      () => flows.createDeposit({ goalId, amount: 10_000, idempotencyKey: first.key }),
      () => orders.placed(first.key, depositReceiptSchema),
    ).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(OrderOutcomeUnknownError);
    // Back, Continue, confirm again: the same content finds the same key.
    const again = keyForOrder(draft.orderKeys, { ...content });
    expect(again.key).toBe(first.key);
    const receipt = await flows.createDeposit({ goalId, amount: 10_000, idempotencyKey: again.key });
    expect(depositsByAmount().get(10_000)).toBe(1);
    expect(await orders.placed(first.key, depositReceiptSchema)).toEqual(receipt);
  });
});
