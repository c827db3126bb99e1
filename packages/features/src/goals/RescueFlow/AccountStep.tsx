import { zodResolver } from '@hookform/resolvers/zod';
import { type BankAccount, bankAccountTypes, formatRut, useApi } from '@portal/platform';
import { Button, Field } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
import { StepHeading, useServerErrors } from '../../stepFlow/FlowParts.tsx';
import { goalFlowQueries } from '../goalFlowsApi.ts';
import { rescueAccountFields, rescueAccountSchema, rescueFlow } from './rescueRules.ts';
import type { RescueStepProps } from './rescueStepProps.ts';

type AccountField = (typeof rescueAccountFields)[number];

/** A registered account as the client reads it: bank, type and the number's last digits. */
export function accountLabel(account: BankAccount, typeName: (type: string) => string) {
  return `${account.bankName} · ${typeName(account.type)} ${account.maskedNumber}`;
}

/** Step 2: a registered account, or a new one in the client's own RUT. */
export function AccountStep({ options, draft, saveDraft, onStep }: RescueStepProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const banks = useQuery(useMemo(() => goalFlowQueries(api), [api]).banks());
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
  });
  const { errors } = form.formState;
  const accountId = form.watch('accountId');
  useServerErrors(draft.serverErrors, rescueAccountFields, (field, message, focus) =>
    form.setError(field as AccountField, { message }, { shouldFocus: focus }),
  );
  const typeName = (type: string) => t(`flows.rescue.accountTypes.${type}`);
  const choiceError = errors.accountId?.message;
  return (
    <form
      className={styles.form}
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
      })}
    >
      <StepHeading
        number={rescueFlow.stepNumber('cuenta')}
        title={t('flows.rescue.steps.cuenta')}
        id="rescue-account-title"
      />
      <fieldset
        className={styles.choices}
        aria-describedby={choiceError ? 'rescue-account-error' : undefined}
        aria-invalid={choiceError ? true : undefined}
      >
        <legend className={styles.legend}>{t('flows.rescue.accountChoice')}</legend>
        {options.accounts.map((account) => (
          <label key={account.id} className={styles.choice}>
            <input
              type="radio"
              value={account.id}
              className={styles.choiceInput}
              {...form.register('accountId')}
            />
            <span className={styles.choiceTitle}>{accountLabel(account, typeName)}</span>
          </label>
        ))}
        <label className={styles.choice}>
          <input type="radio" value="new" className={styles.choiceInput} {...form.register('accountId')} />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>{t('flows.rescue.newAccount')}</span>
            <span className={styles.muted}>{t('flows.rescue.newAccountHint')}</span>
          </span>
        </label>
        {choiceError ? (
          <p id="rescue-account-error" className={styles.fieldError}>
            {choiceError}
          </p>
        ) : null}
      </fieldset>
      {accountId === 'new' ? (
        <div className={styles.fieldGrid}>
          <Field label={t('flows.rescue.fields.bank')} error={errors.bankCode?.message}>
            {(control) => (
              <select {...control} {...form.register('bankCode')} disabled={!banks.data}>
                <option value="">
                  {banks.isError ? t('flows.rescue.banksError') : t('flows.rescue.choose')}
                </option>
                {banks.data?.map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('flows.rescue.fields.type')} error={errors.type?.message}>
            {(control) => (
              <select {...control} {...form.register('type')}>
                <option value="">{t('flows.rescue.choose')}</option>
                {bankAccountTypes.map((type) => (
                  <option key={type} value={type}>
                    {typeName(type)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('flows.rescue.fields.number')} error={errors.number?.message}>
            {(control) => (
              <input {...control} {...form.register('number')} inputMode="numeric" autoComplete="off" />
            )}
          </Field>
          <Field
            label={t('flows.rescue.fields.holderRut')}
            hint={t('flows.rescue.holderRutHint', { rut: formatRut(options.holderRut) })}
            error={errors.holderRut?.message}
          >
            {(control) => <input {...control} {...form.register('holderRut')} autoComplete="off" />}
          </Field>
        </div>
      ) : null}
      <Button type="submit" className={styles.submit}>
        {t('flows.continue')}
      </Button>
    </form>
  );
}
