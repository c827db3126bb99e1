import {
  type DepositOptions,
  type DepositReceipt,
  depositAmountIssue,
  formatMoney,
  type Goal,
  goalsContract,
  orderDay,
} from '@portal/platform';
import { HttpResponse } from 'msw';
import { catalogue } from '../../fixtures/catalogue.ts';
import { handle } from '../../http/contracted.ts';
import { addedMovements, addMovement, oncePerKey } from '../flowState.ts';
import { apvCapError } from './apv.ts';
import { closedDays, currencyOf, cutOff, maximum, ownGoal, transfers } from './flowSettings.ts';

/** What one deposit to a goal may be and where it goes: the goal's product sets the minimum. */
export function depositOptionsOf(goal: Goal): DepositOptions {
  const currency = currencyOf(goal);
  const product = catalogue.products.find((candidate) =>
    candidate.categories.includes(goal.goalCategory.code),
  );
  return {
    goalId: goal.id,
    currency,
    minimum: product?.minimumDeposit ?? (currency === 'USD' ? 100 : 5_000),
    maximum: maximum[currency],
    cutOff,
    closedDays,
    transfer: transfers[currency],
    transferCode: `META-${goal.id}`,
  };
}

/** The server's own check of an amount, the form's rule (it never trusts the form), in Spanish. */
export function depositAmountError(amount: unknown, options: DepositOptions): string | null {
  const issue = depositAmountIssue(typeof amount === 'number' ? amount : null, options);
  if (issue === 'required') return 'Ingresa un monto.';
  if (issue === 'decimals')
    return options.currency === 'USD'
      ? 'Usa hasta dos decimales.'
      : 'Ingresa un monto en pesos, sin decimales.';
  if (issue === 'minimum') return `El mínimo es ${formatMoney(options.minimum, options.currency)}.`;
  if (issue === 'maximum')
    return `El máximo por depósito es ${formatMoney(options.maximum, options.currency)}.`;
  return null;
}

/**
 * A deposit order: its amount checked as the form does (422 otherwise), once per idempotency key,
 * and from then on en proceso in the goal's movements and the pending fundings.
 */
export const depositHandlers = [
  handle(goalsContract.depositOptions, ({ request, params }) => {
    const found = ownGoal(request, params.goalId);
    if (found instanceof Response) return found;
    return HttpResponse.json(depositOptionsOf(found.goal));
  }),

  handle(goalsContract.deposit, async ({ request, params }) => {
    const found = ownGoal(request, params.goalId);
    if (found instanceof Response) return found;
    const { account, goal } = found;
    const once = oncePerKey(request, account.id);
    if (once instanceof Response) return once;
    const body = (await request.json().catch(() => null)) as { amount?: unknown } | null;
    const options = depositOptionsOf(goal);
    const problem = depositAmountError(body?.amount, options) ?? apvCapError(account.id, goal, body?.amount);
    if (problem)
      return HttpResponse.json({ message: 'Revisa el monto.', errors: { amount: problem } }, { status: 422 });
    const now = new Date();
    const amount = body?.amount as number;
    const receipt: DepositReceipt = {
      id: `dep-${goal.id}-${addedMovements(account.id).length + 1}`,
      goalId: goal.id,
      amount,
      currency: options.currency,
      status: 'pending',
      createdAt: now.toISOString(),
      investOn: orderDay(now, options.cutOff, options.closedDays),
      transferCode: options.transferCode,
    };
    addMovement(account.id, {
      id: receipt.id,
      goalId: goal.id,
      type: 'deposit',
      status: 'pending',
      amount,
      currency: options.currency,
      requestedAt: receipt.createdAt,
      settledAt: null,
    });
    return once.created(receipt);
  }),
];
