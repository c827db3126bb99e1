import { formatMoney, newGoalLimits } from '@portal/platform';
import { Button, ErrorSummary, Stack, Text, TextField, Tiles, visuallyHidden } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { bindFields } from '../../kit/bindFields.ts';
import { useSaidOnceStill } from '../../kit/useSaidOnceStill.ts';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { useStepForm } from '../../stepFlow/useStepForm.ts';
import { amountTypingKey, isAmountTypingIssue } from '../amountInput.ts';
import { goalNewFlow, goalPlanFields, goalPlanSchema, planStepNotices } from './goalNewRules.ts';
import type { PlanStepProps } from './goalNewStepProps.ts';
import { planTerm } from './goalPlanRules.ts';
import { PlanChart } from './PlanChart.tsx';
import { usePlan } from './usePlan.ts';

/** Step 2: the plan, the strategy the horizon suggests, and the projection that follows the figures. */
export function PlanStep(props: PlanStepProps) {
  const { options, draft, saveDraft, onStep, today, product } = props;
  const { t } = useTranslation('goals');
  const currency = product?.currency ?? 'CLP';
  const money = (value: number) => formatMoney(value, currency);
  const minimumMonthly = product ? product.minimumDeposit : options.minimumMonthly;
  const { form, summary, submit } = useStepForm('plan', {
    schema: goalPlanSchema(
      minimumMonthly,
      (issue) =>
        isAmountTypingIssue(issue)
          ? t(amountTypingKey(issue, currency))
          : t(issue === 'initial' && currency === 'USD' ? 'goal.issues.initialUSD' : `goal.issues.${issue}`, {
              minimum: money(minimumMonthly),
              maximum: money(newGoalLimits.maximumAmount[currency]),
            }),
      currency,
    ),
    values: { initial: draft.initial, monthly: draft.monthly },
    fields: goalPlanFields,
    serverErrors: draft.serverErrors,
  });
  const field = bindFields(form, (name) => t(`goal.${name}`), 'plan');
  const plan = usePlan(props, form.watch('initial'), form.watch('monthly'));
  const end = plan.points.at(-1);
  // Nothing to deposit yet: no projection to draw, only what would reach the goal.
  const nothingPlanned = plan.initial === 0 && plan.monthly === 0;
  const term = planTerm(plan.months);
  const horizon =
    term.unit === 'months'
      ? t('goal.horizon.months', { count: term.count })
      : t('goal.horizon.years', { years: term.years });
  const notices = planStepNotices(draft.serverErrors);
  const projection = !end
    ? ''
    : nothingPlanned
      ? t('goal.nothingYet', { suggested: money(plan.suggested) })
      : t(end.expected >= plan.target ? 'goal.reaches' : 'goal.shortOf', {
          expected: money(end.expected),
          target: money(plan.target),
          suggested: money(plan.suggested),
        });
  const projectionSaid = useSaidOnceStill(projection);
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('goal.steps.plan')}
      onSubmit={submit((values) => {
        saveDraft({
          ...draft,
          ...values,
          strategyId: plan.strategy?.id ?? null,
          serverErrors: null,
        });
        onStep('resumen');
      })}
    >
      <StepHeading number={goalNewFlow.stepNumber('plan')} title={t('goal.steps.plan')} />
      <ErrorSummary {...summary} />
      {notices.length > 0 ? (
        <Text as="div" tone="critical" size="sm" role="alert">
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </Text>
      ) : null}
      <p data-testid="goal-strategy">
        {product
          ? t('goal.productStrategy', {
              product: product.name,
              name: plan.strategy?.name ?? '',
              risk: plan.strategy?.risk ?? '',
            })
          : t('goal.recommended', {
              name: plan.strategy?.name ?? '',
              risk: plan.strategy?.risk ?? '',
              horizon,
              profile: options.riskProfile.title,
            })}
      </p>
      <Tiles>
        <TextField
          {...field('initial')}
          {...(product ? { label: t('goal.initialIn', { currency }) } : {})}
          hint={t('goal.initialHint')}
          inputMode={currency === 'USD' ? 'decimal' : 'numeric'}
          autoComplete="off"
        />
        <TextField
          {...field('monthly')}
          {...(product ? { label: t('goal.monthlyIn', { currency }) } : {})}
          hint={t('goal.monthlyHint', { amount: money(plan.suggested) })}
          inputMode={currency === 'USD' ? 'decimal' : 'numeric'}
          autoComplete="off"
        />
      </Tiles>
      {nothingPlanned ? null : <PlanChart points={plan.points} today={today} currency={currency} />}
      {projection ? <p data-testid="goal-projection">{projection}</p> : null}
      {/* Said once the figures hold still, not at each keystroke ("llegas a $44", "$655", "$6.554"…). */}
      <p className={visuallyHidden} role="status" data-testid="goal-projection-said">
        {projectionSaid}
      </p>
      <Text tone="muted" size="sm">
        {t('goal.disclaimer')}
      </Text>
      <Button type="submit" phoneWide>
        {t('continue')}
      </Button>
    </Stack>
  );
}
