import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, RadioGroup, Stack } from '@portal/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { choiceField } from '../../kit/choiceField.ts';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { useKeepTyping, useKeptTyping } from '../../stepFlow/useKeptTyping.ts';
import { useStepErrorSummary } from '../../stepFlow/useStepErrorSummary.ts';
import { changePortfolioFlow } from './changePortfolioRules.ts';
import { countedPortfolioSteps, type PortfolioStepProps } from './portfolioStepProps.ts';

const strategyField = ['strategyId'] as const;

/** Step 1: the strategies the goal's product allows, with their risk; the current one marked. */
export function ChooseStep({ strategies, currentId, draft, saveDraft, onStep }: PortfolioStepProps) {
  const { t } = useTranslation(['goals', 'money']);
  const schema = z.object({
    strategyId: choiceField().check(
      z.check<string>((payload) => {
        const chosen = Number(payload.value);
        const message = !payload.value
          ? t('portfolio.issues.required')
          : chosen === currentId
            ? t('portfolio.issues.same')
            : null;
        if (message) payload.issues.push({ code: 'custom', message, input: payload.value });
      }),
    ),
  });
  const typed = useKeptTyping('estrategia', {
    strategyId: draft.strategyId === null ? '' : String(draft.strategyId),
  });
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: typed.values,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  useKeepTyping(form, typed.key);
  const error = form.formState.errors.strategyId?.message;
  const serverErrors = useMemo(
    () => (draft.serverError ? { strategyId: draft.serverError } : null),
    [draft.serverError],
  );
  const summary = useStepErrorSummary(form, strategyField, 'estrategia', serverErrors);
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('portfolio.steps.estrategia')}
      onSubmit={form.handleSubmit((values) => {
        typed.forget();
        saveDraft({
          ...draft,
          strategyId: Number(values.strategyId),
          serverError: null,
          receipt: null,
        });
        onStep('resumen');
      }, summary.failed)}
    >
      <StepHeading
        number={changePortfolioFlow.stepNumber('estrategia')}
        total={countedPortfolioSteps}
        title={t('portfolio.steps.estrategia')}
      />
      <ErrorSummary {...summary.summary} />
      <RadioGroup
        legend={t('portfolio.strategies')}
        error={error}
        options={strategies.map((strategy) => ({
          value: String(strategy.id),
          label: (
            <>
              {strategy.name}
              {strategy.id === currentId ? ` · ${t('portfolio.current')}` : ''}
            </>
          ),
          description: (
            <>
              {t('money:strategy.risk', { risk: strategy.risk })} · {strategy.description}
            </>
          ),
        }))}
        {...form.register('strategyId')}
      />
      <Button type="submit" phoneWide>
        {t('continue')}
      </Button>
    </Stack>
  );
}
