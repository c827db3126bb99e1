import {
  accountOfOrder,
  anchorOf,
  type BankAccount,
  type CodeOperation,
  chileDate,
  formatDateLong,
  formatMoney,
  formatRut,
  type Goal,
  goalsContract,
  nextCharge,
  type ScheduledDeposit,
  type ScheduledDepositRequest,
  type ScheduleFrequency,
  scheduleIssues,
  scheduleRules,
} from '@portal/platform';
import { HttpResponse } from 'msw';
import { defineMockState } from '../../control/store.ts';
import { clientRuts, registeredAccounts } from '../../fixtures/banking.ts';
import { casaPropiaAutomaticDeposit } from '../../fixtures/personaGoals.ts';
import type { AccountId } from '../../fixtures/personas.ts';
import { handle } from '../../http/contracted.ts';
import { addBankAccount, addedBankAccounts, oncePerKey } from '../flowState.ts';
import { notifyClient } from '../inbox.ts';
import { accountOf } from '../session.ts';
import { apvCapError } from './apv.ts';
import { spendProof } from './confirmationCodeStore.ts';
import { closedDays, currencyOf, ownGoal } from './flowSettings.ts';
import { checkBankAccount } from './rescue.ts';

/** A schedule as it is kept: its terms, its account and whether it is paused. */
type Kept = Omit<ScheduledDeposit, 'nextDueOn' | 'nextChargeOn'>;

/**
 * The demo's scheduled deposits (docs/RULES.md#scheduled-deposits), by account: Camila's Casa propia
 * is charged $150.000 on the 5th of every month from her Banco de Chile account since March 2025
 * (the terms the goal's simulated movements follow too: fixtures/personaGoals.ts).
 */
const fixtures = (): Record<string, Kept[]> => ({
  individual: [
    {
      id: 'pac-101',
      goalId: casaPropiaAutomaticDeposit.goalId,
      amount: casaPropiaAutomaticDeposit.amount,
      currency: 'CLP',
      frequency: 'monthly',
      day: casaPropiaAutomaticDeposit.day,
      anchorOn: casaPropiaAutomaticDeposit.anchorOn,
      account: registeredAccounts.individual?.[0] as BankAccount,
      status: 'active',
      createdAt: '2025-03-02T15:20:00.000Z',
    },
  ],
});

const schedules = defineMockState('scheduled-deposits', fixtures, { persist: true });

const keptOf = (account: string) => schedules.get()[account] ?? [];
const save = (account: string, kept: Kept[]) => schedules.set({ ...schedules.get(), [account]: kept });

/** A kept schedule as the client reads it: its next due day and the business day it is charged. */
export function scheduleOf(kept: Kept, today = chileDate()): ScheduledDeposit {
  if (kept.status === 'paused') return { ...kept, nextDueOn: null, nextChargeOn: null };
  const next = nextCharge(kept, today, closedDays);
  return { ...kept, nextDueOn: next.dueOn, nextChargeOn: next.chargeOn };
}

/** An account's scheduled deposits, as the pages read them (the goal page, the dashboard). */
export function scheduledDepositsOf(account: string): ScheduledDeposit[] {
  return keptOf(account).map((kept) => scheduleOf(kept));
}

/** Where a mandate can charge: the client's registered accounts (those a rescue or a mandate added too). */
const accountsOf = (account: string) => [
  ...(registeredAccounts[account as keyof typeof registeredAccounts] ?? []),
  ...addedBankAccounts(account),
];

const frequencyWords: Record<ScheduleFrequency, (day: number) => string> = {
  monthly: (day) => `el ${day} de cada mes`,
  biweekly: (day) => `cada dos semanas desde el día ${day}`,
};

const issueWords = {
  amount: {
    required: 'Ingresa el monto de tu aporte.',
    decimals: 'Ingresa un monto en pesos, sin decimales.',
    minimum: `El mínimo es ${formatMoney(scheduleRules.minimum, 'CLP')}.`,
    maximum: `El máximo por aporte es ${formatMoney(scheduleRules.maximum, 'CLP')}.`,
  },
  frequency: { frequency: 'Elige cada cuánto quieres aportar.' },
  day: { day: 'Elige un día entre el 1 y el 28.' },
} as const;

/** The server's checks of a schedule's terms and account, field by field (Spanish), or what to keep. */
export function checkSchedule(
  body: Partial<ScheduledDepositRequest> | null,
  goal: Goal,
  accounts: BankAccount[],
  holderRut: string,
  /** An APV goal's refusal of the amount past this year's cap (apvCapError), if any. */
  capError: string | null = null,
): { errors: Record<string, string> } | { account: BankAccount; isNew: boolean } {
  const errors: Record<string, string> = {};
  if (currencyOf(goal) !== 'CLP')
    return { errors: { amount: 'Los aportes automáticos son en pesos: esta meta es en dólares.' } };
  const issues = scheduleIssues({
    amount: typeof body?.amount === 'number' ? body.amount : null,
    frequency: body?.frequency,
    day: typeof body?.day === 'number' ? body.day : null,
  });
  for (const [field, issue] of Object.entries(issues))
    errors[field] = (issueWords[field as keyof typeof issueWords] as Record<string, string>)[issue] ?? '';
  if (!errors.amount && capError) errors.amount = capError;
  const chosen = checkBankAccount(
    body ?? {},
    { accounts, holderRut },
    {
      missing: 'Elige la cuenta de la que se cargará tu aporte.',
      otherHolder: `El mandato debe ser de una cuenta a tu nombre (RUT ${formatRut(holderRut)}).`,
    },
  );
  if ('errors' in chosen) Object.assign(errors, chosen.errors);
  if (Object.keys(errors).length > 0 || 'errors' in chosen) return { errors };
  return { account: chosen.account, isNew: Boolean(body?.newAccount) };
}

/** What a schedule's code binds: its goal, amount, the account it charges and its rhythm. */
const scheduleConfirms = (goal: Goal, body: ScheduledDepositRequest): CodeOperation => ({
  goalId: String(goal.id),
  amount: body.amount,
  currency: 'CLP',
  account: accountOfOrder(body),
  schedule: `${body.frequency}:${body.day}`,
});

/**
 * What a scheduled deposit's code confirms (docs/RULES.md#confirmation-codes), worked out from the
 * schedule it is asked for, with the email's words for it; a schedule the server would refuse gets
 * its field errors.
 */
export function scheduleToConfirm(
  account: AccountId,
  goal: Goal,
  body: Partial<ScheduledDepositRequest> | null,
): { errors: Record<string, string> } | { confirms: CodeOperation; words: string } {
  const checked = checkSchedule(
    body,
    goal,
    accountsOf(account),
    clientRuts[account],
    apvCapError(account, goal, body?.amount),
  );
  if ('errors' in checked) return checked;
  const terms = body as ScheduledDepositRequest;
  const from = `${checked.isNew ? 'una cuenta nueva de ' : ''}${checked.account.bankName} ${checked.account.maskedNumber}`;
  return {
    confirms: scheduleConfirms(goal, terms),
    words: `un aporte automático de ${formatMoney(terms.amount, 'CLP')} ${frequencyWords[terms.frequency](terms.day)} a ${goal.title} desde ${from}`,
  };
}

const ownSchedule = (request: Request, goalId: unknown) => {
  const found = ownGoal(request, goalId);
  if (found instanceof Response) return found;
  const kept = keptOf(found.account.id).find((each) => String(each.goalId) === String(found.goal.id));
  if (!kept) return HttpResponse.json({ error: 'No scheduled deposit' }, { status: 404 });
  return { ...found, kept };
};

const replace = (account: string, next: Kept) =>
  save(account, [...keptOf(account).filter((each) => String(each.goalId) !== String(next.goalId)), next]);

/**
 * Scheduled deposits: the list; a goal's new or changed one (with an idempotency key and a
 * confirmation code's proof, docs/RULES.md#confirmation-codes); pause, resume and cancel. Each change
 * is told in the inbox.
 */
export const scheduledDepositHandlers = [
  // GET api/bank-accounts: where a mandate can charge, and the RUT it must be in.
  handle(goalsContract.bankAccounts, ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json({ accounts: accountsOf(account.id), holderRut: clientRuts[account.id] });
  }),

  handle(goalsContract.scheduledDeposits, ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json(scheduledDepositsOf(account.id));
  }),

  // PUT api/goals/{id}/scheduled-deposit: a new schedule or a change of it (one per goal).
  handle(goalsContract.saveScheduledDeposit, async ({ request, params }) => {
    const found = ownGoal(request, params.goalId);
    if (found instanceof Response) return found;
    const { account, goal } = found;
    const once = oncePerKey(request, account.id);
    if (once instanceof Response) return once;
    const body = (await request.json().catch(() => null)) as Partial<ScheduledDepositRequest> | null;
    const accounts = accountsOf(account.id);
    const checked = checkSchedule(
      body,
      goal,
      accounts,
      clientRuts[account.id],
      apvCapError(account.id, goal, body?.amount),
    );
    if ('errors' in checked)
      return HttpResponse.json(
        { message: 'Revisa tu aporte automático.', errors: checked.errors },
        { status: 422 },
      );
    const unproven = spendProof(request, account.id, {
      operation: 'scheduled-deposit',
      confirms: scheduleConfirms(goal, body as ScheduledDepositRequest),
    });
    if (unproven) return unproven;
    const now = new Date();
    const earlier = keptOf(account.id).find((each) => String(each.goalId) === String(goal.id));
    const terms = {
      amount: body?.amount as number,
      frequency: body?.frequency as ScheduleFrequency,
      day: body?.day as number,
    };

    const chargeAccount = checked.isNew
      ? { ...checked.account, addedAt: now.toISOString() }
      : checked.account;
    if (checked.isNew && !accounts.some((known) => known.id === checked.account.id))
      addBankAccount(account.id, chargeAccount);
    const kept: Kept = {
      id: earlier?.id ?? `pac-${goal.id}`,
      goalId: goal.id,
      currency: 'CLP',
      ...terms,
      anchorOn: anchorOf(earlier, terms, chileDate(now)),
      account: chargeAccount,
      // A change keeps it paused when it was: resuming is the client's own step.
      status: earlier?.status ?? 'active',
      createdAt: earlier?.createdAt ?? now.toISOString(),
    };
    replace(account.id, kept);
    const schedule = scheduleOf(kept);
    notifyClient(request, {
      title: earlier ? 'Cambiaste tu aporte automático' : 'Programaste un aporte automático',
      description: `${formatMoney(kept.amount, 'CLP')} a ${goal.title}, ${frequencyWords[kept.frequency](kept.day)}, desde ${kept.account.bankName} ${kept.account.maskedNumber}. ${schedule.nextChargeOn ? `Próximo cargo: ${formatDateLong(schedule.nextChargeOn)}.` : 'Sigue pausado hasta que lo reanudes.'}`,
      icon: 'heroicons_outline:arrow-path',
      link: `/goals/${goal.id}`,
    });
    return once.created(schedule);
  }),

  handle(goalsContract.changeScheduledDeposit, ({ request, params }) => {
    const change = params.change;
    if (change !== 'pause' && change !== 'resume')
      return HttpResponse.json({ error: 'Unknown change' }, { status: 404 });
    const found = ownSchedule(request, params.goalId);
    if (found instanceof Response) return found;
    const { account, goal, kept } = found;
    const next: Kept = { ...kept, status: change === 'pause' ? 'paused' : 'active' };
    replace(account.id, next);
    const schedule = scheduleOf(next);
    if (kept.status !== next.status)
      notifyClient(request, {
        title: change === 'pause' ? 'Pausaste tu aporte automático' : 'Reanudaste tu aporte automático',
        description:
          change === 'pause'
            ? `No cargaremos tu aporte a ${goal.title} hasta que lo reanudes.`
            : `El próximo cargo a ${goal.title} es el ${formatDateLong(schedule.nextChargeOn ?? '')}.`,
        icon: 'heroicons_outline:arrow-path',
        link: `/goals/${goal.id}`,
      });
    return HttpResponse.json(schedule);
  }),

  handle(goalsContract.cancelScheduledDeposit, ({ request, params }) => {
    const found = ownSchedule(request, params.goalId);
    if (found instanceof Response) return found;
    const { account, goal } = found;
    save(
      account.id,
      keptOf(account.id).filter((each) => String(each.goalId) !== String(goal.id)),
    );
    notifyClient(request, {
      title: 'Cancelaste tu aporte automático',
      description: `No habrá más cargos a ${goal.title}. Puedes programar otro cuando quieras.`,
      icon: 'heroicons_outline:arrow-path',
      link: `/goals/${goal.id}`,
    });
    return new HttpResponse(null, { status: 204 });
  }),
];
