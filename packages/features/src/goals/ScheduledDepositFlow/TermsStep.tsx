import { anchorOf, chileDate, formatMoney, scheduleFrequencies, scheduleRules } from '@portal/platform';
import { Button, ErrorSummary, RadioGroup, Select, Stack, TextField } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../../kit/bindFields.ts';
import { registerTidied } from '../../kit/registerTidied.ts';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { useStepForm } from '../../stepFlow/useStepForm.ts';
import { amountTypingKey, isAmountTypingIssue, tidyAmount } from '../amountInput.ts';
import { ApvCapsNote } from '../apv/ApvCapsNote.tsx';
import { useApvCapMessage } from '../apv/apvCapMessage.ts';
import { apvCapsOf } from '../apv/apvFigures.ts';
import { ChargeNote } from './ChargeNote.tsx';
import { scheduledDepositFlow, scheduleTermsFields, scheduleTermsSchema } from './scheduledDepositRules.ts';
import type { ScheduledDepositStepProps } from './scheduledDepositStepProps.ts';

const days = Array.from(
  { length: scheduleRules.lastDay - scheduleRules.firstDay + 1 },
  (_, index) => scheduleRules.firstDay + index,
);

/** Step 1: how much each time, how often, and which day; the first charge as it would be now. */
export function TermsStep({
  draft,
  saveDraft,
  onStep,
  now,
  goal,
  options: { current, apv },
}: ScheduledDepositStepProps) {
  const { t } = useTranslation('goals');
  const caps = apv ? apvCapsOf(apv) : undefined;
  const capMessage = useApvCapMessage(caps);
  const limits = {
    minimum: formatMoney(scheduleRules.minimum, 'CLP'),
    maximum: formatMoney(scheduleRules.maximum, 'CLP'),
  };
  const { form, summary, submit } = useStepForm('monto', {
    schema: scheduleTermsSchema(
      (field, issue) =>
        isAmountTypingIssue(issue)
          ? t(amountTypingKey(issue, 'CLP'))
          : issue === 'apvCap'
            ? capMessage()
            : field === 'amount'
              ? t(`scheduleFlow.issues.${issue}`, limits)
              : t(`scheduleFlow.issues.${field}`),
      caps?.combined,
    ),
    values: { amount: draft.amount, frequency: draft.frequency, day: draft.day },
    fields: scheduleTermsFields,
    serverErrors: draft.serverErrors,
  });
  const { errors } = form.formState;
  const frequency = form.watch('frequency');
  const day = Number(form.watch('day'));
  const today = chileDate(now());
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('scheduleFlow.steps.monto')}
      onSubmit={submit((values) => {
        saveDraft({
          ...draft,
          amount: values.amount,
          frequency: values.frequency === 'biweekly' ? 'biweekly' : 'monthly',
          day: values.day,
          serverErrors: null,
          receipt: null,
        });
        onStep('cuenta');
      })}
    >
      <StepHeading number={scheduledDepositFlow.stepNumber('monto')} title={t('scheduleFlow.steps.monto')} />
      <ErrorSummary {...summary} />
      <TextField
        label={t('scheduleFlow.amount')}
        hint={t('scheduleFlow.amountHint', limits)}
        error={errors.amount?.message}
        prefix="$"
        {...registerTidied(form, 'amount', tidyAmount('CLP'))}
        id={fieldId('monto', 'amount')}
        inputMode="numeric"
        autoComplete="off"
      />
      {apv && goal.apv ? <ApvCapsNote figures={apv} regime={goal.apv.regime} /> : null}
      <RadioGroup
        legend={t('scheduleFlow.frequency')}
        error={errors.frequency?.message}
        options={scheduleFrequencies.map((each) => ({
          value: each,
          label: t(`scheduleFlow.frequencies.${each}`),
          description: t(`scheduleFlow.frequencyHints.${each}`),
        }))}
        {...form.register('frequency')}
      />
      <Select
        label={t('scheduleFlow.day')}
        hint={t('scheduleFlow.dayHint')}
        error={errors.day?.message}
        id={fieldId('monto', 'day')}
        {...form.register('day')}
      >
        <option value="">{t('rescue.choose')}</option>
        {days.map((each) => (
          <option key={each} value={String(each)}>
            {t('scheduleFlow.dayOption', { day: each })}
          </option>
        ))}
      </Select>
      {day >= scheduleRules.firstDay && day <= scheduleRules.lastDay && frequency ? (
        <ChargeNote
          schedule={(() => {
            const terms = { frequency: frequency === 'biweekly' ? 'biweekly' : 'monthly', day } as const;
            return { ...terms, anchorOn: anchorOf(current, terms, today) };
          })()}
          now={now}
          changing={current !== undefined}
        />
      ) : null}
      <Button type="submit" phoneWide>
        {t('continue')}
      </Button>
    </Stack>
  );
}
