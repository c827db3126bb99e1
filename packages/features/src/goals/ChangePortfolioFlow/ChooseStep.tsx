import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@portal/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { choiceField } from '../../kit/choiceField.ts';
import * as styles from '../../kit/form.css.ts';
import { StepHeading } from '../../stepFlow/FlowParts.tsx';
import { changePortfolioFlow } from './changePortfolioRules.ts';
import { countedPortfolioSteps, type PortfolioStepProps } from './portfolioStepProps.ts';

/** Step 1: the strategies the goal's product allows, with their risk; the current one marked. */
export function ChooseStep({ strategies, currentId, draft, saveDraft, onStep }: PortfolioStepProps) {
  const { t } = useTranslation('features');
  const schema = z.object({
    strategyId: choiceField().check(
      z.check<string>((payload) => {
        const chosen = Number(payload.value);
        const message = !payload.value
          ? t('flows.portfolio.issues.required')
          : chosen === currentId
            ? t('flows.portfolio.issues.same')
            : null;
        if (message) payload.issues.push({ code: 'custom', message, input: payload.value });
      }),
    ),
  });
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { strategyId: draft.strategyId === null ? '' : String(draft.strategyId) },
    reValidateMode: 'onChange',
  });
  const error = form.formState.errors.strategyId?.message;
  useEffect(() => {
    if (draft.serverError) form.setError('strategyId', { message: draft.serverError }, { shouldFocus: true });
  }, [draft.serverError, form]);
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('flows.portfolio.steps.estrategia')}
      onSubmit={form.handleSubmit((values) => {
        saveDraft({
          ...draft,
          strategyId: Number(values.strategyId),
          serverError: null,
          receipt: null,
          idempotencyKey: null,
        });
        onStep('resumen');
      })}
    >
      <StepHeading
        number={changePortfolioFlow.stepNumber('estrategia')}
        total={countedPortfolioSteps}
        title={t('flows.portfolio.steps.estrategia')}
      />
      <fieldset
        className={styles.choices}
        aria-describedby={error ? 'portfolio-error' : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className={styles.legend}>{t('flows.portfolio.strategies')}</legend>
        {strategies.map((strategy) => (
          <label key={strategy.id} className={styles.choice}>
            <input
              type="radio"
              value={String(strategy.id)}
              className={styles.choiceInput}
              {...form.register('strategyId')}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>
                {strategy.name}
                {strategy.id === currentId ? ` · ${t('flows.portfolio.current')}` : ''}
              </span>
              <span className={styles.muted}>
                {t('money.strategy.risk', { risk: strategy.risk })} · {strategy.description}
              </span>
            </span>
          </label>
        ))}
        {error ? (
          <p id="portfolio-error" className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" className={styles.submit}>
        {t('flows.continue')}
      </Button>
    </form>
  );
}
