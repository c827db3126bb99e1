import * as z from 'zod/mini';
import { addBusinessDays, addDays } from '../format/businessDays.ts';
import { type BankAccountType, bankAccountSchema } from './goalFlows.ts';

/**
 * Scheduled deposits (docs/RULES.md#scheduled-deposits), an "aporte automático": a goal in pesos is
 * charged an amount from one of the client's bank accounts (a PAC mandate, in the client's own
 * name) every month on a day from 1 to 28, or every two weeks from that day. The rules are written
 * once here, for the portal's forms and the mock backend's handlers alike.
 */
export const scheduleRules = {
  /** The smallest charge: below it the bank's fee is not worth it. */
  minimum: 10_000,
  /** The largest charge a PAC mandate takes; above it, a deposit by transfer. */
  maximum: 5_000_000,
  /** A monthly day from 1 to 28: every month has it. */
  firstDay: 1,
  lastDay: 28,
  /** Every two weeks: this many days between charges. */
  biweeklyDays: 14,
} as const;

export const scheduleFrequencies = ['monthly', 'biweekly'] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));
const goalId = z.union([z.string(), z.number()]);

/**
 * A goal's scheduled deposit, as GET {apiBase}api/scheduled-deposits lists them. `anchorOn` is the
 * first due day (every two weeks counts from it); `nextDueOn` the next day it is due and
 * `nextChargeOn` the business day it is charged (later when the due day is a weekend or a holiday);
 * both are null while it is paused.
 */
export const scheduledDepositSchema = z.object({
  id: z.string(),
  goalId,
  amount: z.number(),
  currency: z.literal('CLP'),
  frequency: z.enum(scheduleFrequencies),
  day: z.number(),
  anchorOn: isoDate,
  account: bankAccountSchema,
  status: z.enum(['active', 'paused']),
  nextDueOn: z.nullable(isoDate),
  nextChargeOn: z.nullable(isoDate),
  createdAt: z.string(),
});
export type ScheduledDeposit = z.infer<typeof scheduledDepositSchema>;
export const scheduledDepositsSchema = z.array(scheduledDepositSchema);

/** GET {apiBase}api/bank-accounts: the client's registered accounts, and the RUT a new one must be in. */
export const bankAccountsSchema = z.object({ accounts: z.array(bankAccountSchema), holderRut: z.string() });
export type BankAccounts = z.infer<typeof bankAccountsSchema>;

/**
 * PUT {apiBase}api/goals/{id}/scheduled-deposit (a new one) or PUT (a change), with an
 * idempotency key and a confirmation code's proof: the terms, and the account as a registered one's
 * id or a new one in the client's name (the mandate's holder).
 */
export interface ScheduledDepositRequest {
  amount: number;
  frequency: ScheduleFrequency;
  day: number;
  accountId?: string;
  newAccount?: { bankCode: string; type: BankAccountType; number: string; holderRut: string };
}

export type ScheduleIssue = 'required' | 'decimals' | 'minimum' | 'maximum' | 'day' | 'frequency';

/** What is wrong with a schedule's terms, field by field (the form and the server apply it). */
export function scheduleIssues(terms: {
  amount: number | null | undefined;
  frequency: unknown;
  day: number | null | undefined;
}): Partial<Record<'amount' | 'frequency' | 'day', ScheduleIssue>> {
  const issues: Partial<Record<'amount' | 'frequency' | 'day', ScheduleIssue>> = {};
  const { amount, day } = terms;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) issues.amount = 'required';
  else if (!Number.isInteger(amount)) issues.amount = 'decimals';
  else if (amount < scheduleRules.minimum) issues.amount = 'minimum';
  else if (amount > scheduleRules.maximum) issues.amount = 'maximum';
  if (!(scheduleFrequencies as readonly unknown[]).includes(terms.frequency)) issues.frequency = 'frequency';
  if (
    typeof day !== 'number' ||
    !Number.isInteger(day) ||
    day < scheduleRules.firstDay ||
    day > scheduleRules.lastDay
  )
    issues.day = 'day';
  return issues;
}

const dayOfMonth = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
};

/** The first day after `today` (never today: a mandate needs a day's notice) that is the month's `day`. */
export function firstDueAfter(today: string, day: number): string {
  const [year = 0, month = 1, date = 1] = today.split('-').map(Number);
  return date < day ? dayOfMonth(year, month, day) : dayOfMonth(year, month + 1, day);
}

/**
 * Where a schedule's dates start: a change that keeps its day and how often keeps its dates; a new
 * one, or a new day, starts at the first such day after today.
 */
export function anchorOf(
  earlier: { frequency: ScheduleFrequency; day: number; anchorOn: string } | undefined,
  terms: { frequency: ScheduleFrequency; day: number },
  today: string,
): string {
  return earlier && earlier.day === terms.day && earlier.frequency === terms.frequency
    ? earlier.anchorOn
    : firstDueAfter(today, terms.day);
}

/** The first day a schedule is due after `day` (never before its anchor, its first due day). */
export function dueAfter(
  schedule: { frequency: ScheduleFrequency; day: number; anchorOn: string },
  day: string,
): string {
  if (day < schedule.anchorOn) return schedule.anchorOn;
  if (schedule.frequency === 'monthly') return firstDueAfter(day, schedule.day);
  let due = schedule.anchorOn;
  while (due <= day) due = addDays(due, scheduleRules.biweeklyDays);
  return due;
}

/** The business day a due day is charged on: itself, or the next business day after a closed one. */
export function chargeDayOf(due: string, closedDays: readonly string[] = []): string {
  return addBusinessDays(due, 0, closedDays);
}

/** A closed spell never lasts longer than this: a due day this far back is charged by today. */
const longestClosure = 10;

/**
 * The next charge after `today`: the first due day whose charge (moved off a closed day) is later
 * than today. A due day already past can still be ahead: the 5th a Saturday is charged Monday the
 * 7th, the next charge on Sunday the 6th.
 */
export function nextCharge(
  schedule: { frequency: ScheduleFrequency; day: number; anchorOn: string },
  today: string,
  closedDays: readonly string[] = [],
): { dueOn: string; chargeOn: string } {
  let dueOn = dueAfter(schedule, addDays(today, -longestClosure));
  while (chargeDayOf(dueOn, closedDays) <= today) dueOn = dueAfter(schedule, dueOn);
  return { dueOn, chargeOn: chargeDayOf(dueOn, closedDays) };
}

/**
 * The next `count` charges after `today`: each due day and the business day it is charged on
 * (a weekend or a holiday moves it to the next business day; the schedule itself does not move).
 */
export function upcomingCharges(
  schedule: { frequency: ScheduleFrequency; day: number; anchorOn: string },
  today: string,
  count: number,
  closedDays: readonly string[] = [],
): { dueOn: string; chargeOn: string }[] {
  const charges = [nextCharge(schedule, today, closedDays)];
  while (charges.length < count) {
    const dueOn = dueAfter(schedule, charges[charges.length - 1]?.dueOn ?? today);
    charges.push({ dueOn, chargeOn: chargeDayOf(dueOn, closedDays) });
  }
  return charges;
}

/** What a schedule puts in a month on average: every two weeks is 26 charges a year. */
export function monthlyEquivalent(schedule: { amount: number; frequency: ScheduleFrequency }): number {
  return schedule.frequency === 'monthly' ? schedule.amount : Math.round((schedule.amount * 26) / 12);
}
