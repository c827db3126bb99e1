import {
  type AmountIssue,
  type DepositOptions,
  depositAmountIssue,
  depositReceiptSchema,
  orderDay,
} from '@portal/platform';
import * as z from 'zod/mini';
import { parseAmountInput } from './amountInput.ts';

/**
 * The deposit flow's rules (issue 13), pure: its steps as the URL names them, the amount field's
 * schema (the platform's one rule, on what was typed), the day the money is invested, and the draft
 * kept across a reload.
 */
export const depositSteps = ['monto', 'pago', 'resumen', 'listo'] as const;
export type DepositStep = (typeof depositSteps)[number];

/** The step a `?paso=` value names; anything else is the first. */
export function depositStepOf(value: string | null | undefined): DepositStep {
  return (depositSteps as readonly string[]).includes(value ?? '') ? (value as DepositStep) : 'monto';
}

/** 1-based, as the step layout counts (1 shows the logo, later ones a back button). */
export function depositStepNumber(step: DepositStep): number {
  return depositSteps.indexOf(step) + 1;
}

/**
 * Where a step the draft cannot show sends the client, or null to show it: the confirmation needs
 * the receipt; the transfer and summary need an amount the server has not refused; and once the
 * order is placed (a receipt), going back into it leads to its confirmation, never to confirming
 * it again.
 */
export function depositRedirect(step: DepositStep, draft: DepositDraft): DepositStep | null {
  if (step === 'listo') return draft.receipt ? null : 'monto';
  if (step === 'monto') return null;
  if (draft.receipt) return 'listo';
  return parseAmountInput(draft.amount) === null || draft.serverError !== null ? 'monto' : null;
}

/** The form's schema: what was typed in the amount field must be an amount the deposit takes. */
export function depositFormSchema(
  options: Pick<DepositOptions, 'currency' | 'minimum' | 'maximum'>,
  message: (issue: AmountIssue) => string,
) {
  return z.object({
    amount: z.string().check(
      // z.check, the smallest custom check zod has: superRefine's extra weight would land in the
      // zod chunk the first page shares.
      z.check<string>((payload) => {
        const issue = depositAmountIssue(parseAmountInput(payload.value), options);
        if (issue) payload.issues.push({ code: 'custom', message: message(issue), input: payload.value });
      }),
    ),
  });
}
export type DepositForm = z.infer<ReturnType<typeof depositFormSchema>>;

/** The business day a deposit sent at `now` is invested on (cut-off in Chile, weekends, holidays). */
export function depositInvestDay(now: Date, options: Pick<DepositOptions, 'cutOff' | 'closedDays'>): string {
  return orderDay(now, options.cutOff, options.closedDays);
}

/**
 * What the flow keeps in the tab's storage so a reload loses nothing: the amount as typed, the
 * idempotency key of the order being confirmed (a retry sends the same one), a field error the
 * server gave, and the receipt once it is done.
 */
export const depositDraftSchema = z.object({
  amount: z.string(),
  idempotencyKey: z.nullable(z.string()),
  serverError: z.nullable(z.string()),
  receipt: z.nullable(depositReceiptSchema),
});
export type DepositDraft = z.infer<typeof depositDraftSchema>;
export const emptyDepositDraft: DepositDraft = {
  amount: '',
  idempotencyKey: null,
  serverError: null,
  receipt: null,
};

export function depositDraftKey(goalId: string | number): string {
  return `portal.draft.deposit.${goalId}`;
}
