import * as z from 'zod/mini';
import { apvRescueCostSchema } from './apv.ts';
import { amount, isoDate } from './common.ts';
import { apvRegimeSchema } from './rpc.ts';

/**
 * The goals' flows' calls (docs/RULES.md#money-flows): what a deposit, a rescue, a change of
 * portfolio and a new goal need and answer. Our contract, validated at the boundary and shared with
 * the mock backend. Writes carry an `Idempotency-Key` header: the same key answers the same result and never
 * moves money twice.
 */

const goalId = z.union([z.string(), z.number()]);

/** The company's account a client transfers to, with what the bank's form asks for. */
export const bankTransferSchema = z.object({
  bank: z.string(),
  accountType: z.string(),
  accountNumber: z.string(),
  holder: z.string(),
  /** The holder's RUT, formatted (76.123.456-0). */
  rut: z.string(),
  email: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/**
 * GET {apiBase}api/goals/{id}/deposit-options: the limits of one deposit, the business-day rule's
 * cut-off (Chile time, HH:mm) and extra closed days, and where to transfer with which code.
 */
export const depositOptionsSchema = z.object({
  goalId,
  currency: z.enum(['CLP', 'USD']),
  minimum: amount,
  maximum: amount,
  cutOff: z.string().check(z.regex(/^\d{2}:\d{2}$/, 'a time as HH:mm')),
  closedDays: z.array(isoDate),
  transfer: bankTransferSchema,
  /** What the client writes in the transfer's comment so the money finds its goal. */
  transferCode: z.string(),
});
export type DepositOptions = z.infer<typeof depositOptionsSchema>;

/** POST {apiBase}api/goals/{id}/deposits {amount} → 201: the deposit order, en proceso until the money arrives. */
export const depositReceiptSchema = z.object({
  id: z.string(),
  goalId,
  amount,
  currency: z.enum(['CLP', 'USD']),
  status: z.literal('pending'),
  createdAt: z.string(),
  /** The business day the money is invested on once it arrives. */
  investOn: isoDate,
  transferCode: z.string(),
});
export type DepositReceipt = z.infer<typeof depositReceiptSchema>;

/**
 * A write the server refused field by field (HTTP 422): a message per field, in Spanish, under the
 * form's own field names.
 */
export const fieldErrorsSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()),
});
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** What is wrong with an amount for a deposit, or null: the one rule the form and the server apply. */
export type AmountIssue = 'required' | 'decimals' | 'minimum' | 'maximum';

export function depositAmountIssue(
  amount: number | null | undefined,
  limits: Pick<DepositOptions, 'currency' | 'minimum' | 'maximum'>,
): AmountIssue | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return 'required';
  // Pesos are whole; dollars go to the cent (compared in cents, so 0.1 + 0.2 style noise is not an issue).
  const scale = limits.currency === 'USD' ? 100 : 1;
  if (Math.abs(Math.round(amount * scale) - amount * scale) > 1e-6) return 'decimals';
  if (amount < limits.minimum) return 'minimum';
  if (amount > limits.maximum) return 'maximum';
  return null;
}

/** The kinds of bank account a rescue can be paid to in Chile. */
export const bankAccountTypes = ['corriente', 'vista', 'ahorro'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

/** GET {apiBase}api/banks: the Chilean banks an account can be at (SBIF codes). */
export const bankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;
export const banksSchema = z.array(bankSchema);

/**
 * One of the client's registered accounts; the number is masked but its end ("•••• 4521"). `addedAt`
 * is when it was registered: one younger than 24 hours receives a rescue only with a confirmation
 * code (docs/RULES.md#confirmation-codes).
 */
export const bankAccountSchema = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  type: z.enum(bankAccountTypes),
  maskedNumber: z.string(),
  addedAt: z.optional(z.string()),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * GET {apiBase}api/goals/{id}/rescue-options: what can be taken out now (the capital less rescues
 * already on their way), the smallest partial rescue, the business days until it is paid, the
 * client's registered accounts and RUT (a new account must be theirs).
 */
export const rescueOptionsSchema = z.object({
  goalId,
  currency: z.enum(['CLP', 'USD']),
  available: amount,
  minimum: amount,
  cutOff: z.string().check(z.regex(/^\d{2}:\d{2}$/, 'a time as HH:mm')),
  closedDays: z.array(isoDate),
  paymentBusinessDays: z.number(),
  accounts: z.array(bankAccountSchema),
  holderRut: z.string(),
  /**
   * An APV goal's regime and the bonus it holds (last year's still to come and this year's), from
   * which a rescue's cost is worked out before it is asked for (apvRescueCost).
   */
  apv: z.optional(z.object({ regime: apvRegimeSchema, bonusHeld: amount })),
});
export type RescueOptions = z.infer<typeof rescueOptionsSchema>;

/**
 * POST {apiBase}api/goals/{id}/rescues → 201. `amount` is left out for a total rescue; the account is
 * a registered one's id or a new account.
 */
export interface RescueRequest {
  kind: 'partial' | 'total';
  amount?: number;
  accountId?: string;
  newAccount?: { bankCode: string; type: BankAccountType; number: string; holderRut: string };
}

export const rescueReceiptSchema = z.object({
  id: z.string(),
  goalId,
  kind: z.enum(['partial', 'total']),
  amount,
  currency: z.enum(['CLP', 'USD']),
  status: z.literal('pending'),
  createdAt: z.string(),
  /** The business day the money reaches the account. */
  payOn: isoDate,
  account: bankAccountSchema,
  /** From an APV goal: what the rescue cost, as it was placed. */
  apv: z.optional(apvRescueCostSchema),
});
export type RescueReceipt = z.infer<typeof rescueReceiptSchema>;

export type RescueAmountIssue = 'required' | 'decimals' | 'minimum' | 'available';

/** What is wrong with a partial rescue's amount, or null (the form and the server apply it). */
export function rescueAmountIssue(
  amount: number | null | undefined,
  limits: Pick<RescueOptions, 'currency' | 'minimum' | 'available'>,
): RescueAmountIssue | null {
  const issue = depositAmountIssue(amount, { ...limits, maximum: Number.POSITIVE_INFINITY });
  if (issue === 'maximum') return null;
  if (issue) return issue;
  return (amount as number) > limits.available ? 'available' : null;
}

/** An account number as banks print it: 4 to 20 digits, hyphens and spaces allowed between. */
export function isValidAccountNumber(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  return /^\d{4,20}$/.test(digits);
}

/**
 * POST {apiBase}api/goals/{id}/portfolio-changes {strategyId} → 201: a change of the goal's
 * strategy, en proceso until its day (the portfolio is rebalanced then; the money stays invested).
 */
export const portfolioChangeReceiptSchema = z.object({
  id: z.string(),
  goalId,
  fromStrategyId: z.number(),
  toStrategyId: z.number(),
  status: z.literal('pending'),
  createdAt: z.string(),
  effectiveOn: isoDate,
});
export type PortfolioChangeReceipt = z.infer<typeof portfolioChangeReceiptSchema>;

/** The kinds of goal a client can create (the catalogue's goals product). */
export const newGoalCategories = [
  'housing',
  'retirement',
  'education',
  'travel',
  'car',
  'other',
  // A product of its own (docs/RULES.md#apv-voluntary-retirement-savings), a person's only: last,
  // with a line that says what it is.
  'apv',
] as const;

/** APV is for people: a company's new goal is of every other kind. */
export const companyGoalCategories = newGoalCategories.filter((category) => category !== 'apv');

/** The smallest target a goal may have, in its currency. */
export const minimumTarget = { CLP: 100_000, USD: 1_000 } as const;

/**
 * A new goal's upper limits (docs/RULES.md#new-goal), for the form and the server alike: the largest
 * target, how far ahead its month may be, and the largest initial or monthly amount (what one deposit
 * may be). Past them a plan would be no plan (a month in the year 9500, a target of 10^20 pesos).
 */
export const newGoalLimits = {
  maximumTarget: { CLP: 10_000_000_000, USD: 10_000_000 },
  horizonYears: 50,
  maximumAmount: { CLP: 50_000_000, USD: 50_000 },
} as const;

/** The latest month a goal may aim at, from this one (both YYYY-MM): 50 years on. */
export function latestTargetMonth(thisMonth: string): string {
  const [year = '0', month = '01'] = thisMonth.split('-');
  return `${String(Number(year) + newGoalLimits.horizonYears).padStart(4, '0')}-${month}`;
}

/** Whether an amount is written as its currency is: pesos whole, dollars to the cent. */
export function fitsCurrency(amount: number, currency: 'CLP' | 'USD'): boolean {
  const scale = currency === 'USD' ? 100 : 1;
  return Math.abs(Math.round(amount * scale) - amount * scale) <= 1e-6;
}
export type NewGoalCategory = (typeof newGoalCategories)[number];

/**
 * GET {apiBase}api/goals/new-options: what a new goal needs: the client's risk profile (the most
 * risk a recommended strategy may take), the smallest monthly deposit, and each strategy's yearly
 * expected return and volatility for the projection.
 */
export const newGoalOptionsSchema = z.object({
  riskProfile: z.object({ title: z.string(), maxRisk: z.number() }),
  minimumMonthly: amount,
  strategyOutlook: z.array(
    z.object({ strategyId: z.number(), expectedYearly: z.number(), volatility: z.number() }),
  ),
});
export type NewGoalOptions = z.infer<typeof newGoalOptionsSchema>;

/**
 * POST {apiBase}api/goals → 201 with the goal (goalSchema), empty until its first deposit. A savings
 * product's goal (`product`: a short-term product or the wallet) takes the product's category,
 * currency and single strategy, and its amounts are in that currency.
 */
export interface NewGoalRequest {
  category: NewGoalCategory | string;
  product?: string;
  title: string;
  target: { amount: number; date: string };
  initial: number;
  monthly: number;
  strategyId: number;
  /** An APV goal's regime, and the marginal rate the client asked to keep for its estimate. */
  apv?: { regime: 'A' | 'B'; taxRate?: number | null };
}
