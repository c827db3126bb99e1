import {
  companyGoalCategories,
  formatMoney,
  minimumTarget,
  newGoalCategories,
  newGoalLimits,
} from '@portal/platform';
import { Button, ErrorSummary, RadioGroup, Stack, TextField, Tiles } from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindFields } from '../../kit/bindFields.ts';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { useStepForm } from '../../stepFlow/useStepForm.ts';
import { amountTypingKey, isAmountTypingIssue, tidyAmount } from '../amountInput.ts';
import { ApvRegimeChoice } from '../apv/ApvRegimeChoice.tsx';
import { goalMetaSchema, goalNewFlow } from './goalNewRules.ts';
import type { GoalNewStepProps } from './goalNewStepProps.ts';

const metaFields = ['category', 'title', 'targetAmount', 'targetMonth', 'apvRegime'] as const;
/** The server names the month field targetDate. */
const fromServer = (errors: Record<string, string> | null) =>
  errors ? { ...errors, targetMonth: errors.targetDate ?? '' } : null;

/**
 * Step 1: what for, its name, the target and the month. A savings product's goal is of the
 * product's kind (not asked), named after it until the client names it, its target in its currency.
 */
export function MetaStep({ today, draft, saveDraft, onStep, product, apv }: GoalNewStepProps) {
  const { t } = useTranslation(['goals', 'money']);
  const currency = product?.currency ?? 'CLP';
  // The server names the month field targetDate; the same object while the draft's errors are the
  // same, so they are set once, not at each key the client types.
  const serverErrors = useMemo(() => fromServer(draft.serverErrors), [draft.serverErrors]);
  const { form, summary, submit } = useStepForm('meta', {
    schema: goalMetaSchema(
      today.slice(0, 7),
      (issue) =>
        isAmountTypingIssue(issue)
          ? t(amountTypingKey(issue, currency))
          : product && issue === 'targetAmount'
            ? t('goal.issues.targetAmountIn', {
                minimum: formatMoney(minimumTarget[currency], currency),
              })
            : t(`goal.issues.${issue}`, {
                maximum: formatMoney(newGoalLimits.maximumTarget[currency], currency),
                years: newGoalLimits.horizonYears,
              }),
      product,
      apv,
    ),
    values: {
      category: draft.category || (product?.categories[0] ?? ''),
      title: draft.title || (product?.name ?? ''),
      targetAmount: draft.targetAmount,
      targetMonth: draft.targetMonth,
      apvRegime: draft.apvRegime ?? '',
    },
    fields: metaFields,
    serverErrors,
  });
  const { errors } = form.formState;
  // A whole first step kept in the draft was continued from before: what no longer passes its rules
  // (a kept draft sent back here) is said at once, not after another Continue.
  // (The server's refusals, when there are, are set on the fields instead: useStepForm.)
  const kept =
    !draft.serverErrors && Boolean(draft.category && draft.title && draft.targetAmount && draft.targetMonth);
  useEffect(() => {
    if (kept) void form.trigger();
  }, [kept, form]);
  const field = bindFields(form, (name) => t(`goal.${name}`), 'meta');
  const categoryError = errors.category?.message;
  const category = form.watch('category');
  // The marginal rate the client asked to keep for an APV under B (never their income).
  const [keptRate, setKeptRate] = useState<number | null>(draft.apvTaxRate ?? null);
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('goal.steps.meta')}
      onSubmit={submit((values) => {
        const apvRegime = values.category === 'apv' ? (values.apvRegime ?? '') : '';
        saveDraft({
          ...draft,
          ...values,
          apvRegime,
          apvTaxRate: apvRegime === 'B' ? keptRate : null,
          serverErrors: null,
          receipt: null,
        });
        onStep('plan');
      })}
    >
      <StepHeading number={goalNewFlow.stepNumber('meta')} title={t('goal.steps.meta')} />
      <ErrorSummary {...summary} />
      {product ? null : (
        <RadioGroup
          legend={t('goal.category')}
          error={categoryError}
          columns={2}
          options={(apv.allowed ? newGoalCategories : companyGoalCategories).map((kind) => ({
            value: kind,
            label: t(`money:categories.${kind}`),
            // APV is named as Chile knows it; what it is, said under its name.
            ...(kind === 'apv' ? { description: t('goal.apvDescription') } : {}),
          }))}
          {...form.register('category')}
        />
      )}
      {!product && category === 'apv' ? (
        <ApvRegimeChoice
          field={{ ...form.register('apvRegime'), error: errors.apvRegime?.message }}
          chosen={form.watch('apvRegime') ?? ''}
          held={apv.held}
          keptRate={keptRate}
          onKeepRate={setKeptRate}
        />
      ) : null}
      <TextField {...field('title')} hint={t('goal.titleHint')} maxLength={40} autoComplete="off" />
      <Tiles>
        <TextField
          {...field('targetAmount', { tidy: tidyAmount(currency) })}
          {...(product ? { label: t('goal.targetAmountIn', { currency }) } : {})}
          inputMode={currency === 'USD' ? 'decimal' : 'numeric'}
          autoComplete="off"
        />
        <TextField
          {...field('targetMonth')}
          hint={t('goal.targetMonthHint')}
          type="month"
          min={today.slice(0, 7)}
        />
      </Tiles>
      <Button type="submit" phoneWide>
        {t('continue')}
      </Button>
    </Stack>
  );
}
