import {
  addBusinessDays,
  orderDay,
  type RescueAmountIssue,
  type RescueOptions,
  type RescueRequest,
  rescueAmountIssue,
  rescueReceiptSchema,
} from '@portal/platform';
import * as z from 'zod/mini';
import { choiceField } from '../../kit/choiceField.ts';
import { defineStepFlow, stepFlowDraftFields, unsentFlowDraft } from '../../stepFlow/defineStepFlow.ts';
import { type AmountTypingIssue, amountTypingIssue, parseAmountInput } from '../amountInput.ts';
import { accountChoiceFields, accountChoiceRequest, newAccountDraftSchema } from '../bankAccountChoice.ts';

// The rescue flow's rules (docs/RULES.md#rescue), pure: its steps, the forms' schemas (the platform's rules on
// what was typed), the day it is paid and the draft kept across a reload.

export const rescueDraftSchema = z.object({
  kind: z.enum(['partial', 'total', '']),
  amount: z.string(),
  /** A registered account's id, or "new". */
  accountId: z.string(),
  newAccount: newAccountDraftSchema,
  ...stepFlowDraftFields(rescueReceiptSchema),
});
export type RescueDraft = z.infer<typeof rescueDraftSchema>;
/** The amount step is done: all of it, or a part with an amount typed (the step's form checked it). */
function amountChosen(draft: RescueDraft) {
  if (draft.kind === 'total') return true;
  return draft.kind === 'partial' && parseAmountInput(draft.amount) !== null;
}

function accountChosen(draft: RescueDraft) {
  return draft.accountId !== '';
}

/** The fields of the amount step and of the account step. */
export const rescueAmountFields = ['kind', 'amount'] as const;
export const rescueAccountFields = accountChoiceFields;

/**
 * The rescue's steps as the URL names them: the amount, the account, the summary that orders, its
 * receipt. Each step needs the earlier ones done and not refused by the server.
 */
export const rescueFlow = defineStepFlow({
  steps: ['monto', 'cuenta', 'resumen', 'listo'] as const,
  draft: {
    schema: rescueDraftSchema,
    empty: {
      kind: '',
      amount: '',
      accountId: '',
      newAccount: { bankCode: '', type: '', number: '', holderRut: '' },
      ...unsentFlowDraft,
    },
    key: (goalId) => `portal.draft.rescue.${goalId}`,
  },
  fieldsOfStep: { monto: rescueAmountFields, cuenta: rescueAccountFields },
  complete: { monto: amountChosen, cuenta: accountChosen },
});
export type RescueStep = (typeof rescueFlow.steps)[number];

/** The amount step's schema: partial or total, and for partial an amount the goal can give. */
export function rescueAmountSchema(
  options: Pick<RescueOptions, 'currency' | 'minimum' | 'available'>,
  message: (issue: RescueAmountIssue | AmountTypingIssue | 'kind') => string,
) {
  return z.object({ kind: choiceField(), amount: z.string() }).check(
    z.check((payload) => {
      const { kind, amount } = payload.value;
      if (kind !== 'partial' && kind !== 'total')
        payload.issues.push({ code: 'custom', message: message('kind'), input: kind, path: ['kind'] });
      if (kind !== 'partial') return;
      const issue =
        amountTypingIssue(amount, options.currency) ?? rescueAmountIssue(parseAmountInput(amount), options);
      if (issue)
        payload.issues.push({ code: 'custom', message: message(issue), input: amount, path: ['amount'] });
    }),
  );
}

/** What the draft asks the server for. */
/**
 * The amount a rescue would take, as the amount step reads it: all that is available for a total
 * one, the typed amount for a partial one once it is one the rescue takes; null otherwise. What an
 * APV goal's rescue costs is worked out on it as the client types.
 */
export function rescueAmountOf(
  kind: string,
  typed: string,
  options: Pick<RescueOptions, 'currency' | 'minimum' | 'available'>,
): number | null {
  if (kind === 'total') return options.available;
  if (kind !== 'partial') return null;
  const amount = parseAmountInput(typed);
  return amount !== null && rescueAmountIssue(amount, options) === null ? amount : null;
}

export function rescueRequestOf(draft: RescueDraft): RescueRequest {
  const kind = draft.kind === 'total' ? 'total' : 'partial';
  return {
    kind,
    ...(kind === 'partial' ? { amount: parseAmountInput(draft.amount) ?? 0 } : {}),
    ...accountChoiceRequest(draft),
  };
}

/** The business day a rescue asked for at `now` is paid on: its order day plus the product's days. */
export function rescuePayDay(
  now: Date,
  options: Pick<RescueOptions, 'cutOff' | 'closedDays' | 'paymentBusinessDays'>,
): string {
  return addBusinessDays(
    orderDay(now, options.cutOff, options.closedDays),
    options.paymentBusinessDays,
    options.closedDays,
  );
}
