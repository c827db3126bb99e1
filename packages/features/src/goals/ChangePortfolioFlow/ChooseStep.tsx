import { Button, ErrorSummary, RadioGroup, Stack } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { choiceField } from '../../kit/choiceField.ts';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { useStepForm } from '../../stepFlow/useStepForm.ts';
import { changePortfolioFlow, currentStrategyId } from './changePortfolioRules.ts';
import { countedPortfolioSteps, type PortfolioStepProps } from './portfolioStepProps.ts';

const strategyField = ['strategyId'] as const;

/** Step 1: the strategies the goal's product allows, with their risk; the current one marked. */
export function ChooseStep({ goal, options, draft, saveDraft, onStep }: PortfolioStepProps) {
  const { t } = useTranslation(['goals', 'money']);
  const strategies = options.allowed;
  const currentId = currentStrategyId(goal);
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
  const { form, summary, submit } = useStepForm('estrategia', {
    schema,
    values: { strategyId: draft.strategyId === null ? '' : String(draft.strategyId) },
    fields: strategyField,
    serverErrors: draft.serverErrors,
  });
  const error = form.formState.errors.strategyId?.message;
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('portfolio.steps.estrategia')}
      onSubmit={submit((values) => {
        saveDraft({ ...draft, strategyId: Number(values.strategyId), serverErrors: null, receipt: null });
        onStep('resumen');
      })}
    >
      <StepHeading
        number={changePortfolioFlow.stepNumber('estrategia')}
        total={countedPortfolioSteps}
        title={t('portfolio.steps.estrategia')}
      />
      <ErrorSummary {...summary} />
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
