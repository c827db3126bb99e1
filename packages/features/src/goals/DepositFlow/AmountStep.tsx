import { formatMoney } from '@portal/platform';
import { Button, ErrorSummary, Stack, TextField } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../../kit/bindFields.ts';
import { registerTidied } from '../../kit/registerTidied.ts';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { useStepForm } from '../../stepFlow/useStepForm.ts';
import { amountTypingKey, isAmountTypingIssue, parseAmountInput, tidyAmount } from '../amountInput.ts';
import { ApvCapsNote } from '../apv/ApvCapsNote.tsx';
import { useApvCapMessage } from '../apv/apvCapMessage.ts';
import { apvCapsOf } from '../apv/apvFigures.ts';
import { type DepositIssue, depositFlow, depositFormSchema } from './depositRules.ts';
import type { DepositStepProps } from './depositStepProps.ts';
import { InvestNote } from './InvestNote.tsx';

/** Step 1: the amount, within the deposit's limits; a field error the server gave is shown on it. */
const amountField = ['amount'] as const;

export function AmountStep({ goal, options, draft, saveDraft, onStep, now }: DepositStepProps) {
  const { t } = useTranslation('goals');
  const caps = options.apv ? apvCapsOf(options.apv) : undefined;
  const capMessage = useApvCapMessage(caps);
  const limits = {
    minimum: formatMoney(options.minimum, options.currency),
    maximum: formatMoney(options.maximum, options.currency),
  };
  const message = (issue: DepositIssue) =>
    isAmountTypingIssue(issue)
      ? t(amountTypingKey(issue, options.currency))
      : issue === 'decimals'
        ? t(`amountIssues.decimals${options.currency}`)
        : issue === 'apvCap'
          ? capMessage()
          : t(`deposit.issues.${issue}`, limits);
  const { form, summary, submit } = useStepForm('monto', {
    schema: depositFormSchema(options, message, caps?.combined),
    values: { amount: draft.amount },
    fields: amountField,
    serverErrors: draft.serverErrors,
  });
  const { errors } = form.formState;

  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('deposit.steps.monto')}
      onSubmit={submit((values) => {
        saveDraft({ ...draft, amount: values.amount, serverErrors: null, receipt: null });
        onStep('pago');
      })}
    >
      <StepHeading number={depositFlow.stepNumber('monto')} title={t('deposit.steps.monto')} />
      <ErrorSummary {...summary} />
      <TextField
        label={t('deposit.amount', { currency: options.currency })}
        hint={t('deposit.amountHint', limits)}
        error={errors.amount?.message}
        prefix={options.currency === 'USD' ? 'US$' : '$'}
        {...registerTidied(form, 'amount', tidyAmount(options.currency))}
        id={fieldId('monto', 'amount')}
        inputMode={options.currency === 'USD' ? 'decimal' : 'numeric'}
        autoComplete="off"
        // The step's one field: the client came here to type it.
        autoFocus
      />
      {options.apv && goal.apv ? (
        <ApvCapsNote
          figures={options.apv}
          regime={goal.apv.regime}
          amount={parseAmountInput(form.watch('amount'))}
        />
      ) : null}
      <InvestNote options={options} now={now} />
      <Button type="submit" phoneWide>
        {t('continue')}
      </Button>
    </Stack>
  );
}
