import {
  type BankAccountType,
  bankAccountTypes,
  formatRut,
  isValidAccountNumber,
  isValidRut,
} from '@portal/platform';
import * as z from 'zod/mini';
import { choiceField } from '../kit/choiceField.ts';

// The choice of a bank account (docs/RULES.md#rescue, docs/RULES.md#scheduled-deposits), pure: a
// registered one, or a new one in the client's own name (their RUT, a company's for a company). A
// rescue pays to it; a scheduled deposit's mandate charges it.

/** A new account's fields as typed, kept in a flow's draft. */
export const newAccountDraftSchema = z.object({
  bankCode: z.string(),
  type: z.string(),
  number: z.string(),
  holderRut: z.string(),
});
export type NewAccountDraft = z.infer<typeof newAccountDraftSchema>;
export const emptyNewAccount: NewAccountDraft = { bankCode: '', type: '', number: '', holderRut: '' };

/** The fields of an account step. */
export const accountChoiceFields = ['accountId', 'bankCode', 'type', 'number', 'holderRut'] as const;

export type AccountIssue = 'accountId' | 'bankCode' | 'type' | 'number' | 'holderRut' | 'holderRutOther';

/** The account step's schema: a registered account, or a new one in the client's own name. */
export function accountChoiceSchema(holderRut: string, message: (issue: AccountIssue) => string) {
  return z
    .object({
      accountId: choiceField(),
      bankCode: z.string(),
      type: z.string(),
      number: z.string(),
      holderRut: z.string(),
    })
    .check(
      z.check((payload) => {
        const value = payload.value;
        const push = (field: keyof typeof value, issue: AccountIssue): void => {
          payload.issues.push({
            code: 'custom',
            message: message(issue),
            input: value[field],
            path: [field],
          });
        };
        if (value.accountId === '') {
          push('accountId', 'accountId');
          return;
        }
        if (value.accountId !== 'new') return;
        if (value.bankCode === '') push('bankCode', 'bankCode');
        if (!(bankAccountTypes as readonly string[]).includes(value.type)) push('type', 'type');
        if (!isValidAccountNumber(value.number)) push('number', 'number');
        if (!isValidRut(value.holderRut)) push('holderRut', 'holderRut');
        else if (formatRut(value.holderRut) !== formatRut(holderRut)) push('holderRut', 'holderRutOther');
      }),
    );
}

/** The account part of a request: a registered account's id, or the new account. */
export function accountChoiceRequest(draft: {
  accountId: string;
  newAccount: NewAccountDraft;
}):
  | { accountId: string }
  | { newAccount: { bankCode: string; type: BankAccountType; number: string; holderRut: string } } {
  if (draft.accountId !== 'new') return { accountId: draft.accountId };
  return {
    newAccount: {
      bankCode: draft.newAccount.bankCode,
      type: draft.newAccount.type as BankAccountType,
      number: draft.newAccount.number,
      holderRut: draft.newAccount.holderRut,
    },
  };
}
