import {
  type DepositOptions,
  type DepositReceipt,
  depositAmountIssue,
  type Goal,
  orderDay,
} from '@portal/platform';
import { HttpResponse, http } from 'msw';
import { catalogue } from '../fixtures/client.ts';
import { addedMovements, addMovement, answerFor, rememberAnswer } from './flowState.ts';
import { accountOf } from './session.ts';

/** Where clients transfer to: the company's accounts, one per currency. */
const transfers = {
  CLP: {
    bank: 'Banco de Chile',
    accountType: 'Cuenta corriente',
    accountNumber: '800-12345-06',
    holder: 'Inversiones Portal S.A.',
    rut: '76.543.210-3',
    email: 'depositos@inversionesportal.cl',
  },
  USD: {
    bank: 'Banco Santander',
    accountType: 'Cuenta corriente en dólares',
    accountNumber: '5100-0456-7',
    holder: 'Inversiones Portal S.A.',
    rut: '76.543.210-3',
    email: 'depositos@inversionesportal.cl',
  },
} as const;

/** The largest single deposit the portal takes (above it, the advisor arranges it). */
const maximum = { CLP: 50_000_000, USD: 50_000 } as const;
const cutOff = '14:00';
/** Days the banks close that the calendar cannot know (an election), sent to the client. */
const closedDays: string[] = [];

const currencyOf = (goal: Goal) => (goal.currency.currencyCode === 'USD' ? 'USD' : 'CLP');

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

const money = (amount: number, currency: 'CLP' | 'USD') =>
  new Intl.NumberFormat('es-CL', {
    style: 'currency',
    currency,
    minimumFractionDigits: currency === 'USD' ? 2 : 0,
  }).format(amount);

/** The server's own check of an amount, the form's rule (it never trusts the form), in Spanish. */
export function depositAmountError(amount: unknown, options: DepositOptions): string | null {
  const issue = depositAmountIssue(typeof amount === 'number' ? amount : null, options);
  if (issue === 'required') return 'Ingresa un monto.';
  if (issue === 'decimals')
    return options.currency === 'USD'
      ? 'Usa hasta dos decimales.'
      : 'Ingresa un monto en pesos, sin decimales.';
  if (issue === 'minimum') return `El mínimo es ${money(options.minimum, options.currency)}.`;
  if (issue === 'maximum') return `El máximo por depósito es ${money(options.maximum, options.currency)}.`;
  return null;
}

const ownGoal = (request: Request, goalId: unknown) => {
  const account = accountOf(request);
  if (account instanceof Response) return account;
  const goal = (account.user.goals ?? []).find((own) => !own.archived && String(own.id) === goalId);
  if (!goal) return HttpResponse.json({ error: 'Goal not found' }, { status: 404 });
  return { account, goal };
};

/**
 * The money flows' writes (issue 13). A deposit order: its amount checked as the form does (422
 * with the field's message otherwise), once per idempotency key, and from then on en proceso in the
 * goal's movements and the pending fundings.
 */
export const flowHandlers = [
  http.get('*/api/goals/:goalId/deposit-options', ({ request, params }) => {
    const found = ownGoal(request, params.goalId);
    if (found instanceof Response) return found;
    return HttpResponse.json(depositOptionsOf(found.goal));
  }),

  http.post('*/api/goals/:goalId/deposits', async ({ request, params }) => {
    const found = ownGoal(request, params.goalId);
    if (found instanceof Response) return found;
    const { account, goal } = found;
    const key = request.headers.get('Idempotency-Key');
    if (!key) return HttpResponse.json({ error: 'Idempotency-Key header required' }, { status: 400 });
    const earlier = answerFor(account.id, key);
    if (earlier) return HttpResponse.json(earlier.body, { status: earlier.status });
    const body = (await request.json().catch(() => null)) as { amount?: unknown } | null;
    const options = depositOptionsOf(goal);
    const problem = depositAmountError(body?.amount, options);
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
    rememberAnswer(account.id, key, { status: 201, body: receipt });
    return HttpResponse.json(receipt, { status: 201 });
  }),
];
