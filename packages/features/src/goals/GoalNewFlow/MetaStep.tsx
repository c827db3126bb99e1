import { zodResolver } from '@hookform/resolvers/zod';
import { newGoalCategories } from '@portal/platform';
import { Button, Field } from '@portal/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
import { StepHeading, useServerErrors } from '../../stepFlow/FlowParts.tsx';
import { formatAmountInput, parseAmountInput } from '../amountInput.ts';
import { goalMetaSchema, goalNewFlow } from './goalNewRules.ts';
import type { GoalNewStepProps } from './goalNewStepProps.ts';

const metaFields = ['category', 'title', 'targetAmount', 'targetMonth'] as const;
type MetaField = (typeof metaFields)[number];
/** The server names the month field targetDate. */
const fromServer = (errors: Record<string, string> | null) =>
  errors ? { ...errors, targetMonth: errors.targetDate ?? '' } : null;

/** Step 1: what for, its name, the target and the month. */
export function MetaStep({ today, draft, saveDraft, onStep }: GoalNewStepProps) {
  const { t } = useTranslation('features');
  const form = useForm({
    resolver: zodResolver(goalMetaSchema(today.slice(0, 7), (issue) => t(`flows.goal.issues.${issue}`))),
    defaultValues: {
      category: draft.category,
      title: draft.title,
      targetAmount: draft.targetAmount,
      targetMonth: draft.targetMonth,
    },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  useServerErrors(fromServer(draft.serverErrors), metaFields, (field, message, focus) =>
    form.setError(field as MetaField, { message }, { shouldFocus: focus }),
  );
  const categoryError = errors.category?.message;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('flows.goal.steps.meta')}
      onSubmit={form.handleSubmit((values) => {
        saveDraft({ ...draft, ...values, serverErrors: null, receipt: null, idempotencyKey: null });
        onStep('plan');
      })}
    >
      <StepHeading number={goalNewFlow.stepNumber('meta')} title={t('flows.goal.steps.meta')} />
      <fieldset
        className={styles.choices}
        aria-describedby={categoryError ? 'goal-category-error' : undefined}
        aria-invalid={categoryError ? true : undefined}
      >
        <legend className={styles.legend}>{t('flows.goal.category')}</legend>
        <div className={styles.fieldGrid}>
          {newGoalCategories.map((category) => (
            <label key={category} className={styles.choice}>
              <input
                type="radio"
                value={category}
                className={styles.choiceInput}
                {...form.register('category')}
              />
              <span className={styles.choiceTitle}>{t(`money.categories.${category}`)}</span>
            </label>
          ))}
        </div>
        {categoryError ? (
          <p id="goal-category-error" className={styles.fieldError}>
            {categoryError}
          </p>
        ) : null}
      </fieldset>
      <Field label={t('flows.goal.title')} hint={t('flows.goal.titleHint')} error={errors.title?.message}>
        {(control) => <input {...control} {...form.register('title')} maxLength={40} autoComplete="off" />}
      </Field>
      <div className={styles.fieldGrid}>
        <Field label={t('flows.goal.targetAmount')} error={errors.targetAmount?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('targetAmount', {
                onBlur: (event: { target: { value: string } }) => {
                  const typed = parseAmountInput(event.target.value);
                  if (typed !== null && Number.isInteger(typed))
                    form.setValue('targetAmount', formatAmountInput(typed, 'CLP'));
                },
              })}
              inputMode="numeric"
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          label={t('flows.goal.targetMonth')}
          hint={t('flows.goal.targetMonthHint')}
          error={errors.targetMonth?.message}
        >
          {(control) => (
            <input {...control} {...form.register('targetMonth')} type="month" min={today.slice(0, 7)} />
          )}
        </Field>
      </div>
      <Button type="submit" className={styles.submit}>
        {t('flows.continue')}
      </Button>
    </form>
  );
}
