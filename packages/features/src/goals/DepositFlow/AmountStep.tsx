import { zodResolver } from '@hookform/resolvers/zod';
import { type AmountIssue, formatMoney } from '@portal/platform';
import { Button, ErrorSummary, Stack, TextField } from '@portal/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../../kit/bindFields.ts';
import { registerTidied } from '../../kit/registerTidied.ts';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { useStepErrorSummary } from '../../stepFlow/useStepErrorSummary.ts';
import { type AmountTypingIssue, amountTypingKey, isAmountTypingIssue, tidyAmount } from '../amountInput.ts';
import { depositFlow, depositFormSchema } from './depositRules.ts';
import type { DepositStepProps } from './depositStepProps.ts';
import { InvestNote } from './InvestNote.tsx';

/** Step 1: the amount, within the deposit's limits; a field error the server gave is shown on it. */
const amountField = ['amount'] as const;

export function AmountStep({ options, draft, saveDraft, onStep, now }: DepositStepProps) {
  const { t } = useTranslation('goals');
  const limits = {
    minimum: formatMoney(options.minimum, options.currency),
    maximum: formatMoney(options.maximum, options.currency),
  };
  const message = (issue: AmountIssue | AmountTypingIssue) =>
    isAmountTypingIssue(issue)
      ? t(amountTypingKey(issue, options.currency))
      : issue === 'decimals'
        ? t(`amountIssues.decimals${options.currency}`)
        : t(`deposit.issues.${issue}`, limits);
  const form = useForm({
    resolver: zodResolver(depositFormSchema(options, message)),
    defaultValues: { amount: draft.amount },
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  // A field error the server gave (HTTP 422) is shown on its field and in the summary, focused.
  const serverErrors = useMemo(
    () => (draft.serverError ? { amount: draft.serverError } : null),
    [draft.serverError],
  );
  const summary = useStepErrorSummary(form, amountField, 'monto', serverErrors);

  // Dots for thousands once typed; never a rounding (150,255 stays, and says why it is wrong).
  const field = registerTidied(form, 'amount', tidyAmount(options.currency), {
    onChange: (event: { target: { value: string } }) =>
      saveDraft({
        ...draft,
        amount: event.target.value,
        serverError: null,
        receipt: null,
      }),
  });

  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('deposit.steps.monto')}
      onSubmit={form.handleSubmit((values) => {
        saveDraft({ ...draft, amount: values.amount, serverError: null, receipt: null });
        onStep('pago');
      }, summary.failed)}
    >
      <StepHeading number={depositFlow.stepNumber('monto')} title={t('deposit.steps.monto')} />
      <ErrorSummary {...summary.summary} />
      <TextField
        label={t('deposit.amount', { currency: options.currency })}
        hint={t('deposit.amountHint', limits)}
        error={errors.amount?.message}
        prefix={options.currency === 'USD' ? 'US$' : '$'}
        {...field}
        id={fieldId('monto', 'amount')}
        inputMode={options.currency === 'USD' ? 'decimal' : 'numeric'}
        autoComplete="off"
        // The step's one field: the client came here to type it.
        autoFocus
      />
      <InvestNote options={options} now={now} />
      <Button type="submit" phoneWide>
        {t('continue')}
      </Button>
    </Stack>
  );
}
