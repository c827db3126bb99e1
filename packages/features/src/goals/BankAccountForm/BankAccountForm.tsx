import { type BankAccount, bankAccountTypes, formatRut, isValidRut } from '@portal/platform';
import { Button, ErrorSummary, RadioGroup, Select, Stack, TextField, Tiles } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { bindFields, fieldId } from '../../kit/bindFields.ts';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { useStepForm } from '../../stepFlow/useStepForm.ts';
import {
  type AccountIssue,
  accountChoiceFields,
  accountChoiceSchema,
  type NewAccountDraft,
} from '../bankAccountChoice.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';

/** A registered account as the client reads it: bank, type and the number's last digits. */
/** An account type's name: the portal's words for the types it knows, the server's own for another. */
function useAccountTypeName(): (type: string) => string {
  const { t } = useTranslation('goals');
  return (type) =>
    (bankAccountTypes as readonly string[]).includes(type)
      ? t(`rescue.accountTypes.${type as (typeof bankAccountTypes)[number]}`)
      : type;
}

export function accountLabel(account: BankAccount, typeName: (type: string) => string) {
  return `${account.bankName} · ${typeName(account.type)} ${account.maskedNumber}`;
}

/**
 * The account a draft chose, as a summary shows it: a registered one's label, or the new one's bank,
 * type and number as typed.
 */
export function useChosenAccountLabel(
  accounts: readonly BankAccount[],
  draft: { accountId: string; newAccount: NewAccountDraft },
): string {
  const banks = useQuery(useGoalFlowQueries().banks());
  const typeName = useAccountTypeName();
  const registered = accounts.find((account) => account.id === draft.accountId);
  if (registered) return accountLabel(registered, typeName);
  const bankName =
    banks.data?.find((bank) => bank.code === draft.newAccount.bankCode)?.name ?? draft.newAccount.bankCode;
  return `${bankName} · ${typeName(draft.newAccount.type)} ${draft.newAccount.number}`;
}

export interface BankAccountFormProps {
  /** The step's number and title, as the flow counts it. */
  step: number;
  title: string;
  /** The id its heading gets (the form is labelled by it). */
  titleId: string;
  /** The client's registered accounts, and the RUT a new one must be in. */
  accounts: readonly BankAccount[];
  holderRut: string;
  /** What the draft holds. */
  value: { accountId: string; newAccount: NewAccountDraft };
  /** Field errors the server gave, shown once on arrival. */
  serverErrors: Record<string, string> | null;
  /** The group's name: where the money goes ("Cuenta de destino") or where it is charged from. */
  legend: string;
  /** The flow's words for nothing chosen (where the money goes, or where it is charged from). */
  missing: string;
  /** The flow's words for a new account in another's RUT (the rescue's when none). */
  otherHolder?: string;
  /** A line under a registered account, when there is something to say (added today). */
  describe?: (account: BankAccount) => string | undefined;
  onChosen: (value: { accountId: string; newAccount: NewAccountDraft }) => void;
}

/**
 * A flow's account step (a rescue, a scheduled deposit's mandate): a registered account, or a new one
 * in the client's own name (their RUT, a company's for a company), checked field by field.
 */
export function BankAccountForm({
  step,
  title,
  titleId,
  accounts,
  holderRut,
  value,
  serverErrors,
  legend,
  missing,
  otherHolder,
  describe,
  onChosen,
}: BankAccountFormProps) {
  const { t } = useTranslation('goals');
  const banks = useQuery(useGoalFlowQueries().banks());
  const words = (issue: AccountIssue) => {
    if (issue === 'accountId') return missing;
    if (issue === 'holderRutOther' && otherHolder) return otherHolder;
    return t(`rescue.issues.${issue}`, { rut: formatRut(holderRut) });
  };
  const { form, summary, submit } = useStepForm('cuenta', {
    schema: accountChoiceSchema(holderRut, words),
    values: { accountId: value.accountId || (accounts.length === 0 ? 'new' : ''), ...value.newAccount },
    fields: accountChoiceFields,
    serverErrors,
  });
  // The banks come after the form: the bank it starts with (kept, or the draft's) is shown once its
  // option is there, not left as "Elige" while the form holds it.
  const banksLoaded = Boolean(banks.data);
  useEffect(() => {
    if (banksLoaded) form.setValue('bankCode', form.getValues('bankCode'));
  }, [banksLoaded, form]);
  const { errors } = form.formState;
  // The account chosen and the bank are drawn with labels of their own (the choice, the bank's list).
  const field = bindFields(
    form,
    (name) => (name === 'accountId' || name === 'bankCode' ? '' : t(`rescue.fields.${name}`)),
    'cuenta',
  );
  const accountId = form.watch('accountId');
  const typeName = useAccountTypeName();
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-labelledby={titleId}
      onSubmit={submit((values) => {
        onChosen({
          accountId: values.accountId,
          newAccount: {
            bankCode: values.bankCode,
            type: values.type,
            number: values.number,
            holderRut: values.holderRut,
          },
        });
      })}
    >
      <StepHeading number={step} title={title} id={titleId} />
      <ErrorSummary {...summary} />
      <RadioGroup
        legend={legend}
        error={errors.accountId?.message}
        options={[
          ...accounts.map((account) => ({
            value: account.id,
            label: accountLabel(account, typeName),
            description: describe?.(account),
          })),
          {
            value: 'new',
            label: t('rescue.newAccount'),
            description: t('rescue.newAccountHint'),
          },
        ]}
        {...form.register('accountId')}
      />
      {accountId === 'new' ? (
        <Tiles>
          <Select
            label={t('rescue.fields.bank')}
            error={errors.bankCode?.message}
            id={fieldId('cuenta', 'bankCode')}
            {...form.register('bankCode')}
            disabled={!banks.data}
          >
            <option value="">{banks.isError ? t('rescue.banksError') : t('rescue.choose')}</option>
            {banks.data?.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </Select>
          <Select {...field('type')}>
            <option value="">{t('rescue.choose')}</option>
            {bankAccountTypes.map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </Select>
          <TextField {...field('number')} inputMode="numeric" autoComplete="off" />
          <TextField
            {...field('holderRut')}
            // The client's own RUT, when the server sent one that reads as a RUT.
            hint={
              isValidRut(holderRut)
                ? t('rescue.holderRutHint', { rut: formatRut(holderRut) })
                : t('rescue.holderHint')
            }
            autoComplete="off"
          />
        </Tiles>
      ) : null}
      <Button type="submit" phoneWide>
        {t('continue')}
      </Button>
    </Stack>
  );
}
