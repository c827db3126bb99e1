import { zodResolver } from '@hookform/resolvers/zod';
import { type BankAccount, bankAccountTypes, formatRut, isNewBankAccount } from '@portal/platform';
import { Button, ErrorSummary, RadioGroup, Select, Stack, TextField, Tiles } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindFields, fieldId } from '../../kit/bindFields.ts';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { useStepErrorSummary } from '../../stepFlow/useStepErrorSummary.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { rescueAccountFields, rescueAccountSchema, rescueFlow } from './rescueRules.ts';
import type { RescueStepProps } from './rescueStepProps.ts';

/** A registered account as the client reads it: bank, type and the number's last digits. */
export function accountLabel(account: BankAccount, typeName: (type: string) => string) {
  return `${account.bankName} · ${typeName(account.type)} ${account.maskedNumber}`;
}

/** Step 2: a registered account, or a new one in the client's own RUT. */
export function AccountStep({ options, draft, saveDraft, onStep, now }: RescueStepProps) {
  const { t } = useTranslation('features');
  const banks = useQuery(useGoalFlowQueries().banks());
  const form = useForm({
    resolver: zodResolver(
      rescueAccountSchema(options.holderRut, (issue) =>
        t(`flows.rescue.issues.${issue}`, { rut: formatRut(options.holderRut) }),
      ),
    ),
    defaultValues: {
      accountId: draft.accountId || (options.accounts.length === 0 ? 'new' : ''),
      ...draft.newAccount,
    },
    reValidateMode: 'onChange',
    // Up to five fields: a failed submit focuses the error summary, not a field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const field = bindFields(form, (name) => t(`flows.rescue.fields.${name}`), 'cuenta');
  const accountId = form.watch('accountId');
  const summary = useStepErrorSummary(form, rescueAccountFields, 'cuenta', draft.serverErrors);
  const typeName = (type: string) => t(`flows.rescue.accountTypes.${type}`);
  const choiceError = errors.accountId?.message;
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-labelledby="rescue-account-title"
      onSubmit={form.handleSubmit((values) => {
        saveDraft({
          ...draft,
          accountId: values.accountId,
          newAccount: {
            bankCode: values.bankCode,
            type: values.type,
            number: values.number,
            holderRut: values.holderRut,
          },
          idempotencyKey: null,
          serverErrors: null,
        });
        onStep('resumen');
      }, summary.failed)}
    >
      <StepHeading
        number={rescueFlow.stepNumber('cuenta')}
        title={t('flows.rescue.steps.cuenta')}
        id="rescue-account-title"
      />
      <ErrorSummary {...summary.summary} />
      <RadioGroup
        legend={t('flows.rescue.accountChoice')}
        error={choiceError}
        options={[
          ...options.accounts.map((account) => ({
            value: account.id,
            label: accountLabel(account, typeName),
            // Why its rescue asks for a code (docs/RULES.md#confirmation-codes).
            description: isNewBankAccount(account.addedAt, now())
              ? t('flows.rescue.addedRecently')
              : undefined,
          })),
          {
            value: 'new',
            label: t('flows.rescue.newAccount'),
            description: t('flows.rescue.newAccountHint'),
          },
        ]}
        {...form.register('accountId')}
      />
      {accountId === 'new' ? (
        <Tiles>
          <Select
            label={t('flows.rescue.fields.bank')}
            error={errors.bankCode?.message}
            id={fieldId('cuenta', 'bankCode')}
            {...form.register('bankCode')}
            disabled={!banks.data}
          >
            <option value="">
              {banks.isError ? t('flows.rescue.banksError') : t('flows.rescue.choose')}
            </option>
            {banks.data?.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </Select>
          <Select {...field('type')}>
            <option value="">{t('flows.rescue.choose')}</option>
            {bankAccountTypes.map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </Select>
          <TextField {...field('number')} inputMode="numeric" autoComplete="off" />
          <TextField
            {...field('holderRut')}
            hint={t('flows.rescue.holderRutHint', { rut: formatRut(options.holderRut) })}
            autoComplete="off"
          />
        </Tiles>
      ) : null}
      <Button type="submit" phoneWide>
        {t('flows.continue')}
      </Button>
    </Stack>
  );
}
