import {
  type AmountIssue,
  type DepositOptions,
  depositAmountIssue,
  depositReceiptSchema,
  orderDay,
} from '@portal/platform';
import * as z from 'zod/mini';
import { defineStepFlow, stepFlowDraftFields, unsentFlowDraft } from '../../stepFlow/defineStepFlow.ts';
import { type AmountTypingIssue, amountTypingIssue, parseAmountInput } from '../amountInput.ts';

// The deposit flow's rules (docs/RULES.md#deposit), pure: its steps, the amount field's schema (the platform's
// one rule, on what was typed), the day the money is invested, and the draft kept across a reload.

/** Past what is left of this year's APV cap (an APV goal's deposit, docs/RULES.md). */
export type DepositIssue = AmountIssue | AmountTypingIssue | 'apvCap';

/**
 * The form's schema: what was typed in the amount field must be an amount the deposit takes; into
 * an APV goal, within what is left of this year's cap (`apvRoom`, in pesos).
 */
export function depositFormSchema(
  options: Pick<DepositOptions, 'currency' | 'minimum' | 'maximum'>,
  message: (issue: DepositIssue) => string,
  apvRoom?: number,
) {
  return z.object({
    amount: z.string().check(
      // z.check, the smallest custom check zod has: superRefine's extra weight would land in the
      // zod chunk the first page shares.
      z.check<string>((payload) => {
        const amount = parseAmountInput(payload.value);
        const issue =
          amountTypingIssue(payload.value, options.currency) ??
          depositAmountIssue(amount, options) ??
          (apvRoom !== undefined && amount !== null && amount > apvRoom ? 'apvCap' : null);
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
  ...stepFlowDraftFields(depositReceiptSchema),
});
export type DepositDraft = z.infer<typeof depositDraftSchema>;

/**
 * The deposit's steps as the URL names them: the amount, how to pay, the summary that places the
 * order, its receipt. Paying and the summary need an amount the server has not refused.
 */
export const depositFlow = defineStepFlow({
  steps: ['monto', 'pago', 'resumen', 'listo'] as const,
  draft: {
    schema: depositDraftSchema,
    empty: { amount: '', ...unsentFlowDraft },
    key: (goalId) => `portal.draft.deposit.${goalId}`,
  },
  fieldsOfStep: { monto: ['amount'] },
  complete: { monto: (draft) => parseAmountInput(draft.amount) !== null },
});
export type DepositStep = (typeof depositFlow.steps)[number];
