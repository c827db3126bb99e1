import {
  accountOfOrder,
  addBusinessDays,
  apvRescueCost,
  type BankAccount,
  bankAccountTypes,
  type CodeOperation,
  formatMoney,
  formatRut,
  type Goal,
  goalsContract,
  isNewBankAccount,
  isValidAccountNumber,
  isValidRut,
  orderDay,
  type RescueOptions,
  type RescueReceipt,
  type RescueRequest,
  rescueAmountIssue,
} from '@portal/platform';
import { HttpResponse } from 'msw';
import { chileBanks, clientRuts, maskAccountNumber, registeredAccounts } from '../../fixtures/banking.ts';
import { catalogue } from '../../fixtures/catalogue.ts';
import type { AccountId } from '../../fixtures/personas.ts';
import { handle } from '../../http/contracted.ts';
import { bonusHeldOf } from '../../simulation/apv.ts';
import { addBankAccount, addedBankAccounts, addedMovements, addMovement, oncePerKey } from '../flowState.ts';
import { accountOf } from '../session.ts';
import { apvOf } from './apv.ts';
import { spendProof } from './confirmationCodeStore.ts';
import { closedDays, currencyOf, cutOff, ownGoal } from './flowSettings.ts';

const productOf = (goal: Goal) =>
  catalogue.products.find((candidate) => candidate.categories.includes(goal.goalCategory.code));

/** What a goal can give now: its capital less the rescues already on their way. */
function availableIn(account: AccountId, goal: Goal): number {
  const pending = addedMovements(account)
    .filter((movement) => movement.type === 'rescue' && String(movement.goalId) === String(goal.id))
    .reduce((sum, movement) => sum + movement.amount, 0);
  const left = goal.currentCapital - pending;
  return currencyOf(goal) === 'USD' ? Math.round(left * 100) / 100 : Math.max(0, left);
}

/** A rescue's limits, payment days and where it can be paid: the goal's product sets the days. */
export function rescueOptionsOf(account: AccountId, goal: Goal): RescueOptions {
  const currency = currencyOf(goal);
  return {
    goalId: goal.id,
    currency,
    available: Math.max(0, availableIn(account, goal)),
    minimum: currency === 'USD' ? 10 : 5_000,
    cutOff,
    closedDays,
    paymentBusinessDays: productOf(goal)?.rescueBusinessDays ?? 3,
    accounts: [...(registeredAccounts[account] ?? []), ...addedBankAccounts(account)],
    holderRut: clientRuts[account],
    ...(goal.apv ? { apv: { regime: goal.apv.regime, bonusHeld: bonusHeldOf(apvOf(account)) } } : {}),
  };
}

/**
 * The account a rescue pays to or a mandate charges: a registered one by its id, or a new one (bank,
 * type, a number of 4 to 20 digits) in the client's own name; field by field, in Spanish.
 */
export function checkBankAccount(
  body: { accountId?: string; newAccount?: Partial<NonNullable<RescueRequest['newAccount']>> },
  options: Pick<RescueOptions, 'accounts' | 'holderRut'>,
  words: { missing: string; otherHolder: string },
): { errors: Record<string, string> } | { account: BankAccount } {
  const errors: Record<string, string> = {};
  const fresh = body.newAccount;
  if (!fresh) {
    const account = options.accounts.find((candidate) => candidate.id === body.accountId);
    return account ? { account } : { errors: { accountId: words.missing } };
  }
  const bank = chileBanks.find((candidate) => candidate.code === fresh.bankCode);
  if (!bank) errors.bankCode = 'Elige el banco.';
  if (!(bankAccountTypes as readonly unknown[]).includes(fresh.type))
    errors.type = 'Elige el tipo de cuenta.';
  if (typeof fresh.number !== 'string' || !isValidAccountNumber(fresh.number))
    errors.number = 'Ingresa un número de cuenta de 4 a 20 dígitos.';
  if (typeof fresh.holderRut !== 'string' || !isValidRut(fresh.holderRut))
    errors.holderRut = 'Ingresa un RUT válido.';
  else if (formatRut(fresh.holderRut) !== formatRut(options.holderRut)) errors.holderRut = words.otherHolder;
  if (!bank || Object.keys(errors).length > 0) return { errors };
  return {
    account: {
      id: `acc-new-${fresh.bankCode}-${String(fresh.number).replace(/\D/g, '').slice(-4)}`,
      bankCode: bank.code,
      bankName: bank.name,
      type: fresh.type as BankAccount['type'],
      maskedNumber: maskAccountNumber(String(fresh.number)),
    },
  };
}

/** The server's checks of a rescue, field by field (Spanish), or the account it pays to. */
export function checkRescue(
  body: Partial<RescueRequest> | null,
  options: RescueOptions,
): { errors: Record<string, string> } | { amount: number; account: BankAccount; isNew: boolean } {
  const errors: Record<string, string> = {};
  const kind = body?.kind;
  let amount = options.available;
  if (kind !== 'partial' && kind !== 'total') errors.kind = 'Elige si rescatas una parte o todo.';
  else if (options.available <= 0) errors.kind = 'Esta meta no tiene saldo disponible para rescatar.';
  else if (kind === 'partial') {
    const issue = rescueAmountIssue(typeof body?.amount === 'number' ? body.amount : null, options);
    if (issue === 'required') errors.amount = 'Ingresa un monto.';
    if (issue === 'decimals')
      errors.amount =
        options.currency === 'USD' ? 'Usa hasta dos decimales.' : 'Ingresa un monto en pesos, sin decimales.';
    if (issue === 'minimum')
      errors.amount = `El mínimo es ${formatMoney(options.minimum, options.currency)}.`;
    if (issue === 'available')
      errors.amount = `Puedes rescatar hasta ${formatMoney(options.available, options.currency)}.`;
    amount = body?.amount as number;
  }
  const chosen = checkBankAccount(body ?? {}, options, {
    missing: 'Elige la cuenta que recibirá tu rescate.',
    otherHolder: `La cuenta debe estar a tu nombre (RUT ${formatRut(options.holderRut)}).`,
  });
  const account = 'errors' in chosen ? undefined : chosen.account;
  if ('errors' in chosen) Object.assign(errors, chosen.errors);
  if (Object.keys(errors).length > 0 || !account) return { errors };
  return { amount, account, isNew: Boolean(body?.newAccount) };
}

/**
 * What a rescue's code confirms (docs/RULES.md#confirmation-codes), worked out from the rescue it is
 * asked for: its amount (all that is available, for a total), the goal's currency and the account it
 * goes to; with the email's words for it. A rescue the server would refuse gets its field errors.
 */
export function rescueToConfirm(
  account: AccountId,
  goal: Goal,
  body: Partial<RescueRequest> | null,
): { errors: Record<string, string> } | { confirms: CodeOperation; words: string } {
  const options = rescueOptionsOf(account, goal);
  const checked = checkRescue(body, options);
  if ('errors' in checked) return checked;
  const to = `${checked.isNew ? 'una cuenta nueva de ' : ''}${checked.account.bankName} ${checked.account.maskedNumber}`;
  return {
    confirms: {
      goalId: String(goal.id),
      amount: checked.amount,
      currency: options.currency,
      account: accountOfOrder(body ?? {}),
    },
    words: `un rescate de ${formatMoney(checked.amount, options.currency)} de ${goal.title} a ${to}`,
  };
}

/**
 * A rescue: partial or total, never more than is available, paid to a registered account or a new
 * one in the client's own name, once per idempotency key.
 */
export const rescueHandlers = [
  handle(goalsContract.banks, ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json(chileBanks);
  }),

  handle(goalsContract.rescueOptions, ({ request, params }) => {
    const found = ownGoal(request, params.goalId);
    if (found instanceof Response) return found;
    return HttpResponse.json(rescueOptionsOf(found.account.id, found.goal));
  }),

  handle(goalsContract.rescue, async ({ request, params }) => {
    const found = ownGoal(request, params.goalId);
    if (found instanceof Response) return found;
    const { account, goal } = found;
    const once = oncePerKey(request, account.id);
    if (once instanceof Response) return once;
    const body = (await request.json().catch(() => null)) as Partial<RescueRequest> | null;
    const options = rescueOptionsOf(account.id, goal);
    const checked = checkRescue(body, options);
    if ('errors' in checked)
      return HttpResponse.json({ message: 'Revisa tu rescate.', errors: checked.errors }, { status: 422 });
    const now = new Date();
    // Money leaving needs a confirmation code's proof (docs/RULES.md#confirmation-codes).
    const unproven = spendProof(
      request,
      account.id,
      {
        operation: 'rescue',
        confirms: {
          goalId: String(goal.id),
          amount: checked.amount,
          currency: options.currency,
          account: accountOfOrder(body ?? {}),
        },
      },
      checked.isNew
        ? 'Para agregar una cuenta y rescatar a ella, confírmalo con el código que te enviamos por correo.'
        : isNewBankAccount(checked.account.addedAt, now)
          ? 'Esta cuenta se agregó hace menos de 24 horas: solo puede recibir un rescate confirmado con el código que te enviamos por correo.'
          : undefined,
    );
    if (unproven) return unproven;
    const receipt: RescueReceipt = {
      id: `res-${goal.id}-${addedMovements(account.id).length + 1}`,
      goalId: goal.id,
      kind: body?.kind === 'total' ? 'total' : 'partial',
      amount: checked.amount,
      currency: options.currency,
      status: 'pending',
      createdAt: now.toISOString(),
      payOn: addBusinessDays(orderDay(now, cutOff, closedDays), options.paymentBusinessDays, closedDays),
      account: checked.account,
      ...(options.apv
        ? {
            apv: {
              regime: options.apv.regime,
              ...apvRescueCost(options.apv.regime, checked.amount, options.apv.bonusHeld),
            },
          }
        : {}),
    };
    if (checked.isNew && !options.accounts.some((known) => known.id === checked.account.id))
      addBankAccount(account.id, { ...checked.account, addedAt: now.toISOString() });
    addMovement(account.id, {
      id: receipt.id,
      goalId: goal.id,
      type: 'rescue',
      status: 'pending',
      amount: receipt.amount,
      currency: options.currency,
      requestedAt: receipt.createdAt,
      settledAt: null,
    });
    return once.created(receipt);
  }),
];
