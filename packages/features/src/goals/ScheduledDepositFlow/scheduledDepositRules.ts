import {
  type ScheduledDeposit,
  type ScheduledDepositRequest,
  type ScheduleFrequency,
  type ScheduleIssue,
  scheduledDepositSchema,
  scheduleFrequencies,
  scheduleIssues,
} from '@portal/platform';
import * as z from 'zod/mini';
import { choiceField } from '../../kit/choiceField.ts';
import { defineStepFlow, stepFlowDraftFields, unsentFlowDraft } from '../../stepFlow/defineStepFlow.ts';
import {
  type AmountTypingIssue,
  amountTypingIssue,
  formatAmountInput,
  parseAmountInput,
} from '../amountInput.ts';
import {
  accountChoiceFields,
  accountChoiceRequest,
  emptyNewAccount,
  newAccountDraftSchema,
} from '../bankAccountChoice.ts';

// A scheduled deposit's flow (docs/RULES.md#scheduled-deposits), pure: its steps, the terms' schema
// (the platform's rules on what was typed), the request, and the draft kept across a reload.

export const scheduledDepositDraftSchema = z.object({
  amount: z.string(),
  frequency: z.enum(['monthly', 'biweekly', '']),
  /** The day of the month, 1 to 28, as chosen ("" before). */
  day: z.string(),
  /** A registered account's id, or "new". */
  accountId: z.string(),
  newAccount: newAccountDraftSchema,
  ...stepFlowDraftFields(scheduledDepositSchema),
});
export type ScheduledDepositDraft = z.infer<typeof scheduledDepositDraftSchema>;

export const scheduleTermsFields = ['amount', 'frequency', 'day'] as const;

const emptyDraft: ScheduledDepositDraft = {
  amount: '',
  frequency: '',
  day: '',
  accountId: '',
  newAccount: emptyNewAccount,
  ...unsentFlowDraft,
};

/** The terms as they were typed, read: null where nothing usable was. */
function termsOf(draft: Pick<ScheduledDepositDraft, 'amount' | 'frequency' | 'day'>) {
  return {
    amount: parseAmountInput(draft.amount),
    frequency: draft.frequency,
    day: draft.day === '' ? null : Number(draft.day),
  };
}

/**
 * The steps as the URL names them: the terms (amount, how often, which day), the account that is
 * charged, the summary that confirms it with a code, its receipt.
 */
export const scheduledDepositFlow = defineStepFlow({
  steps: ['monto', 'cuenta', 'resumen', 'listo'] as const,
  draft: {
    schema: scheduledDepositDraftSchema,
    empty: emptyDraft,
    key: (goalId) => `portal.draft.scheduled-deposit.${goalId}`,
  },
  fieldsOfStep: { monto: scheduleTermsFields, cuenta: accountChoiceFields },
  complete: {
    monto: (draft) => Object.keys(scheduleIssues(termsOf(draft))).length === 0,
    cuenta: (draft) => draft.accountId !== '',
  },
});
export type ScheduledDepositStep = (typeof scheduledDepositFlow.steps)[number];

/**
 * The terms step's schema: an amount within the mandate's limits (into an APV goal, one charge within
 * what is left of this year's cap, `apvRoom`), how often, a day from 1 to 28.
 */
export function scheduleTermsSchema(
  message: (
    field: 'amount' | 'frequency' | 'day',
    issue: ScheduleIssue | AmountTypingIssue | 'apvCap',
  ) => string,
  apvRoom?: number,
) {
  return z.object({ amount: z.string(), frequency: choiceField(), day: choiceField() }).check(
    z.check((payload) => {
      const terms = termsOf(payload.value as Parameters<typeof termsOf>[0]);
      const found: Partial<
        Record<'amount' | 'frequency' | 'day', ScheduleIssue | AmountTypingIssue | 'apvCap'>
      > = scheduleIssues(terms);
      if (!found.amount && apvRoom !== undefined && (terms.amount ?? 0) > apvRoom) found.amount = 'apvCap';
      // An amount typed wrong says how, before what the rules say of what it read as.
      const typing = amountTypingIssue(payload.value.amount, 'CLP');
      const issues = typing ? { ...found, amount: typing } : found;
      for (const [field, issue] of Object.entries(issues) as [
        keyof typeof issues,
        ScheduleIssue | AmountTypingIssue | 'apvCap',
      ][])
        payload.issues.push({
          code: 'custom',
          message: message(field, issue),
          input: payload.value[field],
          path: [field],
        });
    }),
  );
}

/** What the draft asks the server for. */
export function scheduleRequestOf(draft: ScheduledDepositDraft): ScheduledDepositRequest {
  return {
    amount: parseAmountInput(draft.amount) ?? 0,
    frequency: (scheduleFrequencies as readonly string[]).includes(draft.frequency)
      ? (draft.frequency as ScheduleFrequency)
      : 'monthly',
    day: Number(draft.day),
    ...accountChoiceRequest(draft),
  };
}

/** A change starts from the schedule as it is: its terms and its account. */
function draftOfSchedule(
  schedule: ScheduledDeposit,
  formatAmount: (amount: number) => string,
): ScheduledDepositDraft {
  return {
    ...emptyDraft,
    amount: formatAmount(schedule.amount),
    frequency: schedule.frequency,
    day: String(schedule.day),
    accountId: schedule.account.id,
  };
}

/**
 * The draft a change of the goal's schedule starts from, once the schedule is in (null: the draft as
 * it is): the schedule as it is on a first visit (nothing typed yet), and on a new visit to the
 * terms after a receipt; what the client has typed is never replaced.
 */
export function changeDraftOf(
  draft: ScheduledDepositDraft,
  current: ScheduledDeposit | undefined,
  at: ScheduledDepositStep,
): ScheduledDepositDraft | null {
  if (!current || (draft.receipt === null ? draft.amount !== '' : at !== 'monto')) return null;
  return draftOfSchedule(current, (amount) => formatAmountInput(amount, 'CLP'));
}
