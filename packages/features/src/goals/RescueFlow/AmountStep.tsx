import { apvRescueCost, formatMoney } from '@portal/platform';
import { Button, ErrorSummary, RadioGroup, Stack, TextField, visuallyHidden } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../../kit/bindFields.ts';
import { registerTidied } from '../../kit/registerTidied.ts';
import { useSaidOnceStill } from '../../kit/useSaidOnceStill.ts';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { useStepForm } from '../../stepFlow/useStepForm.ts';
import { amountTypingKey, isAmountTypingIssue, tidyAmount } from '../amountInput.ts';
import { ApvRescueCost, useRescueCostLead } from '../apv/ApvRescueCost.tsx';
import { PayNote } from './PayNote.tsx';
import { rescueAmountFields, rescueAmountOf, rescueAmountSchema, rescueFlow } from './rescueRules.ts';
import type { RescueStepProps } from './rescueStepProps.ts';

/** Step 1: part or all of what is available (never more), and the day it is paid. */
export function AmountStep({ options, draft, saveDraft, onStep, now }: RescueStepProps) {
  const { t } = useTranslation('goals');
  const money = (amount: number) => formatMoney(amount, options.currency);
  const { form, summary, submit } = useStepForm('monto', {
    schema: rescueAmountSchema(options, (issue) =>
      isAmountTypingIssue(issue)
        ? t(amountTypingKey(issue, options.currency))
        : issue === 'decimals'
          ? t(`amountIssues.decimals${options.currency}`)
          : t(`rescue.issues.${issue}`, {
              minimum: money(options.minimum),
              available: money(options.available),
            }),
    ),
    values: { kind: draft.kind, amount: draft.amount },
    fields: rescueAmountFields,
    serverErrors: draft.serverErrors,
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  // From an APV goal, what the rescue costs is said as the amount is typed, before any code.
  const apvAmount = options.apv ? rescueAmountOf(kind, form.watch('amount'), options) : null;
  const apvCost =
    options.apv && apvAmount !== null
      ? apvRescueCost(options.apv.regime, apvAmount, options.apv.bonusHeld)
      : null;
  // Said to screen readers once the amount holds still, not at every keystroke.
  const costSaid = useSaidOnceStill(useRescueCostLead(options.apv?.regime ?? 'A', apvCost));
  const kindError = errors.kind?.message;
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('rescue.steps.monto')}
      onSubmit={submit((values) => {
        saveDraft({
          ...draft,
          kind: values.kind === 'total' ? 'total' : 'partial',
          amount: values.kind === 'total' ? '' : values.amount,
          serverErrors: null,
          receipt: null,
        });
        onStep('cuenta');
      })}
    >
      <StepHeading number={rescueFlow.stepNumber('monto')} title={t('rescue.steps.monto')} />
      <ErrorSummary {...summary} />
      <p>{t('rescue.available', { amount: money(options.available) })}</p>
      <RadioGroup
        legend={t('rescue.kind')}
        error={kindError}
        options={(['partial', 'total'] as const).map((each) => ({
          value: each,
          label: t(`rescue.kinds.${each}`),
          description: t(`rescue.kindHints.${each}`, { amount: money(options.available) }),
        }))}
        {...form.register('kind')}
      />
      {kind === 'partial' ? (
        <TextField
          label={t('rescue.amount', { currency: options.currency })}
          hint={t('rescue.amountHint', {
            minimum: money(options.minimum),
            available: money(options.available),
          })}
          error={errors.amount?.message}
          prefix={options.currency === 'USD' ? 'US$' : '$'}
          {...registerTidied(form, 'amount', tidyAmount(options.currency))}
          id={fieldId('monto', 'amount')}
          inputMode={options.currency === 'USD' ? 'decimal' : 'numeric'}
          autoComplete="off"
        />
      ) : null}
      {options.apv && apvCost ? <ApvRescueCost regime={options.apv.regime} cost={apvCost} /> : null}
      {options.apv ? (
        <p className={visuallyHidden} role="status" data-testid="apv-cost-said">
          {costSaid}
        </p>
      ) : null}
      <PayNote options={options} now={now} />
      <Button type="submit" phoneWide>
        {t('continue')}
      </Button>
    </Stack>
  );
}
