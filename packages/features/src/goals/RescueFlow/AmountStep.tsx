import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@portal/platform';
import { Button, Field } from '@portal/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
import { StepHeading, useServerErrors } from '../../stepFlow/FlowParts.tsx';
import { formatAmountInput, parseAmountInput } from '../amountInput.ts';
import { PayNote } from './PayNote.tsx';
import { rescueAmountFields, rescueAmountSchema, rescueFlow } from './rescueRules.ts';
import type { RescueStepProps } from './rescueStepProps.ts';

/** Step 1: part or all of what is available (never more), and the day it is paid. */
export function AmountStep({ options, draft, saveDraft, onStep, now }: RescueStepProps) {
  const { t } = useTranslation('features');
  const money = (amount: number) => formatMoney(amount, options.currency);
  const form = useForm({
    resolver: zodResolver(
      rescueAmountSchema(options, (issue) =>
        issue === 'decimals'
          ? t(`flows.amountIssues.decimals${options.currency}`)
          : t(`flows.rescue.issues.${issue}`, {
              minimum: money(options.minimum),
              available: money(options.available),
            }),
      ),
    ),
    defaultValues: { kind: draft.kind, amount: draft.amount },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  useServerErrors(draft.serverErrors, rescueAmountFields, (field, message, focus) =>
    form.setError(field as 'kind' | 'amount', { message }, { shouldFocus: focus }),
  );
  const kindError = errors.kind?.message;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('flows.rescue.steps.monto')}
      onSubmit={form.handleSubmit((values) => {
        saveDraft({
          ...draft,
          kind: values.kind === 'total' ? 'total' : 'partial',
          amount: values.kind === 'total' ? '' : values.amount,
          idempotencyKey: null,
          serverErrors: null,
          receipt: null,
        });
        onStep('cuenta');
      })}
    >
      <StepHeading number={rescueFlow.stepNumber('monto')} title={t('flows.rescue.steps.monto')} />
      <p>{t('flows.rescue.available', { amount: money(options.available) })}</p>
      <fieldset
        className={styles.choices}
        aria-describedby={kindError ? 'rescue-kind-error' : undefined}
        aria-invalid={kindError ? true : undefined}
      >
        <legend className={styles.legend}>{t('flows.rescue.kind')}</legend>
        {(['partial', 'total'] as const).map((each) => (
          <label key={each} className={styles.choice}>
            <input type="radio" value={each} className={styles.choiceInput} {...form.register('kind')} />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{t(`flows.rescue.kinds.${each}`)}</span>
              <span className={styles.muted}>
                {t(`flows.rescue.kindHints.${each}`, { amount: money(options.available) })}
              </span>
            </span>
          </label>
        ))}
        {kindError ? (
          <p id="rescue-kind-error" className={styles.fieldError}>
            {kindError}
          </p>
        ) : null}
      </fieldset>
      {kind === 'partial' ? (
        <Field
          label={t('flows.rescue.amount', { currency: options.currency })}
          hint={t('flows.rescue.amountHint', {
            minimum: money(options.minimum),
            available: money(options.available),
          })}
          error={errors.amount?.message}
        >
          {(control) => (
            <span className={styles.amountBox}>
              <span className={styles.prefix} aria-hidden="true">
                {options.currency === 'USD' ? 'US$' : '$'}
              </span>
              <input
                {...control}
                {...form.register('amount', {
                  onBlur: (event: { target: { value: string } }) => {
                    const typed = parseAmountInput(event.target.value);
                    if (typed === null) return;
                    const formatted = formatAmountInput(typed, options.currency);
                    if (parseAmountInput(formatted) === typed) form.setValue('amount', formatted);
                  },
                })}
                className={`${control.className} ${styles.amountInput}`}
                inputMode={options.currency === 'USD' ? 'decimal' : 'numeric'}
                autoComplete="off"
              />
            </span>
          )}
        </Field>
      ) : null}
      <PayNote options={options} now={now} />
      <Button type="submit" className={styles.submit}>
        {t('flows.continue')}
      </Button>
    </form>
  );
}
