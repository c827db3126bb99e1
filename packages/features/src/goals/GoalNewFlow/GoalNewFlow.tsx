import { zodResolver } from '@hookform/resolvers/zod';
import {
  chileDate,
  formatCompactMoney,
  formatMoney,
  type NewGoalOptions,
  newGoalCategories,
  productKeys,
  readFieldErrors,
  type Strategy,
  useApi,
} from '@portal/platform';
import { Button, buttonTone, DataState, Field } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moneyQueries } from '../../money/moneyApi.ts';
import { formatAmountInput, parseAmountInput } from '../amountInput.ts';
import { FactRows, StepHeading, useServerErrors } from '../FlowParts.tsx';
import * as styles from '../flow.css.ts';
import { flowQueries } from '../flowsApi.ts';
import {
  emptyGoalNewDraft,
  type GoalNewDraft,
  type GoalNewStep,
  goalMetaSchema,
  goalNewDraftKey,
  goalNewDraftSchema,
  goalNewRedirect,
  goalNewRequestOf,
  goalNewStepOfErrors,
  goalPlanFields,
  goalPlanSchema,
  planStepNotices,
} from '../goalNewRules.ts';
import { monthlyToReach, monthsBetween, projectGoal, recommendedRisk, scenarios } from '../goalPlanRules.ts';
import { useSessionDraft } from '../useDraft.ts';
import { useIdempotentConfirm } from '../useIdempotentConfirm.ts';

// The chart's code loads with the plan step, not before (it is not on the first paint).
const TimeSeriesChart = lazy(() =>
  import('@portal/ui/TimeSeriesChart').then((module) => ({ default: module.TimeSeriesChart })),
);

export interface GoalNewFlowProps {
  step: GoalNewStep;
  onStep: (step: GoalNewStep, options?: { replace?: boolean }) => void;
  /** Today in Chile (YYYY-MM-DD); the page passes the clock's. */
  today?: string;
}

/**
 * A new goal (issue 13): what for, its name, target and month; then the plan, with the strategy the
 * horizon suggests within the client's risk profile and a projection (pessimistic, expected,
 * optimistic) that follows every figure typed; a summary, and the goal created once. It starts
 * empty: the confirmation offers the first deposit.
 */
export function GoalNewFlow({ step, onStep, today = chileDate() }: GoalNewFlowProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const flows = useMemo(() => flowQueries(api), [api]);
  const options = useQuery(flows.newGoalOptions());
  const strategies = useQuery(useMemo(() => moneyQueries(api), [api]).strategies());
  const draft = useSessionDraft(goalNewDraftKey, goalNewDraftSchema, emptyGoalNewDraft);
  const redirect = goalNewRedirect(step, draft.draft);
  useEffect(() => {
    if (redirect) onStep(redirect, { replace: true });
  }, [redirect, onStep]);

  if (step === 'listo' && draft.draft.receipt) return <Done draft={draft.draft} />;
  if (step === 'meta')
    return <MetaStep today={today} draft={draft.draft} saveDraft={draft.save} onStep={onStep} />;
  const ready = options.data && strategies.data;
  return (
    <DataState
      state={ready ? 'ready' : options.isError || strategies.isError ? 'error' : 'loading'}
      loadingText={t('flows.goal.loading')}
      errorText={t('flows.goal.error')}
      onRetry={() => {
        void options.refetch();
        void strategies.refetch();
      }}
      retryLabel={t('flows.retry')}
    >
      {options.data && strategies.data && !redirect ? (
        step === 'resumen' ? (
          <ReviewStep
            today={today}
            options={options.data}
            strategies={strategies.data}
            draft={draft.draft}
            saveDraft={draft.save}
            onStep={onStep}
          />
        ) : (
          <PlanStep
            today={today}
            options={options.data}
            strategies={strategies.data}
            draft={draft.draft}
            saveDraft={draft.save}
            onStep={onStep}
          />
        )
      ) : null}
    </DataState>
  );
}

interface StepProps {
  today: string;
  draft: GoalNewDraft;
  saveDraft: (next: GoalNewDraft) => void;
  onStep: GoalNewFlowProps['onStep'];
}

/** A horizon in years as Chile writes it: 1,6 (never "1.6"). */
const years = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 });

const metaFields = ['category', 'title', 'targetAmount', 'targetMonth'] as const;
type MetaField = (typeof metaFields)[number];
/** The server names the month field targetDate. */
const fromServer = (errors: Record<string, string> | null) =>
  errors ? { ...errors, targetMonth: errors.targetDate ?? '' } : null;

function MetaStep({ today, draft, saveDraft, onStep }: StepProps) {
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
      <StepHeading number={1} title={t('flows.goal.steps.meta')} />
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
        {t('flows.deposit.continue')}
      </Button>
    </form>
  );
}

interface PlanProps extends StepProps {
  options: NewGoalOptions;
  strategies: Strategy[];
}

/** The plan's figures from the draft and what is typed: horizon, suggested strategy, projection. */
function usePlan(props: PlanProps, initialText: string, monthlyText: string) {
  const { today, options, strategies, draft } = props;
  const months = monthsBetween(today, `${draft.targetMonth}-01`);
  const risk = recommendedRisk(months / 12, options.riskProfile.maxRisk);
  const strategy =
    strategies.find((candidate) => candidate.id === draft.strategyId) ??
    strategies.find((candidate) => candidate.risk === risk) ??
    strategies[0];
  const outlook = options.strategyOutlook.find((each) => each.strategyId === strategy?.id);
  const expected = outlook?.expectedYearly ?? 0.05;
  const initial = parseAmountInput(initialText || '0') ?? 0;
  const monthly = parseAmountInput(monthlyText || '0') ?? 0;
  const target = parseAmountInput(draft.targetAmount) ?? 0;
  const points = projectGoal({ initial, monthly, months }, scenarios(expected, outlook?.volatility ?? 0));
  return {
    months,
    strategy,
    initial,
    monthly,
    target,
    points,
    suggested: monthlyToReach(target, initial, months, expected),
  };
}

function PlanChart({ points, today }: { points: ReturnType<typeof projectGoal>; today: string }) {
  const { t } = useTranslation('features');
  const [year = 2026, month = 1] = today.split('-').map(Number);
  const dates = points.map((point) =>
    new Date(Date.UTC(year, month - 1 + point.month, 1)).toISOString().slice(0, 10),
  );
  const end = points.at(-1);
  const money = (value: number) => formatMoney(value, 'CLP');
  return (
    <Suspense
      fallback={
        <div
          className={styles.chartPlaceholder}
          role="status"
          aria-label={t('flows.goal.chartLoading')}
          data-loading=""
        />
      }
    >
      <TimeSeriesChart
        label={t('flows.goal.chart')}
        summary={
          end
            ? t('flows.goal.chartSummary', {
                expected: money(end.expected),
                pessimistic: money(end.pessimistic),
                optimistic: money(end.optimistic),
                deposited: money(end.deposited),
              })
            : ''
        }
        dates={dates}
        series={[
          {
            id: 'expected',
            label: t('flows.goal.scenarios.expected'),
            values: points.map((p) => p.expected),
            tone: 'value',
          },
          {
            id: 'optimistic',
            label: t('flows.goal.scenarios.optimistic'),
            values: points.map((p) => p.optimistic),
            tone: 'reference',
          },
          {
            id: 'pessimistic',
            label: t('flows.goal.scenarios.pessimistic'),
            values: points.map((p) => p.pessimistic),
            tone: 'reference',
          },
        ]}
        formatValue={money}
        formatAxisValue={(value: number) => formatCompactMoney(value, 'CLP')}
        formatDate={(date: string) =>
          new Intl.DateTimeFormat('es-CL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
            new Date(`${date}T12:00:00Z`),
          )
        }
        formatTick={(date: string) =>
          new Intl.DateTimeFormat('es-CL', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
            new Date(`${date}T12:00:00Z`),
          )
        }
        size="compact"
      />
    </Suspense>
  );
}

function PlanStep(props: PlanProps) {
  const { options, draft, saveDraft, onStep, today } = props;
  const { t } = useTranslation('features');
  const money = (value: number) => formatMoney(value, 'CLP');
  const form = useForm({
    resolver: zodResolver(
      goalPlanSchema(options.minimumMonthly, (issue) =>
        t(`flows.goal.issues.${issue}`, { minimum: money(options.minimumMonthly) }),
      ),
    ),
    defaultValues: { initial: draft.initial, monthly: draft.monthly },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  useServerErrors(draft.serverErrors, goalPlanFields, (field, message, focus) =>
    form.setError(field as 'initial' | 'monthly', { message }, { shouldFocus: focus }),
  );
  const plan = usePlan(props, form.watch('initial'), form.watch('monthly'));
  const end = plan.points.at(-1);
  const notices = planStepNotices(draft.serverErrors);
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('flows.goal.steps.plan')}
      onSubmit={form.handleSubmit((values) => {
        saveDraft({
          ...draft,
          ...values,
          strategyId: plan.strategy?.id ?? null,
          serverErrors: null,
          idempotencyKey: null,
        });
        onStep('resumen');
      })}
    >
      <StepHeading number={2} title={t('flows.goal.steps.plan')} />
      {notices.length > 0 ? (
        <div role="alert" className={styles.fieldError}>
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      ) : null}
      <p data-testid="goal-strategy">
        {t('flows.goal.recommended', {
          name: plan.strategy?.name ?? '',
          risk: plan.strategy?.risk ?? '',
          years: years.format(plan.months / 12),
          profile: options.riskProfile.title,
        })}
      </p>
      <div className={styles.fieldGrid}>
        <Field
          label={t('flows.goal.initial')}
          hint={t('flows.goal.initialHint')}
          error={errors.initial?.message}
        >
          {(control) => (
            <input {...control} {...form.register('initial')} inputMode="numeric" autoComplete="off" />
          )}
        </Field>
        <Field
          label={t('flows.goal.monthly')}
          hint={t('flows.goal.monthlyHint', { amount: money(plan.suggested) })}
          error={errors.monthly?.message}
        >
          {(control) => (
            <input {...control} {...form.register('monthly')} inputMode="numeric" autoComplete="off" />
          )}
        </Field>
      </div>
      <PlanChart points={plan.points} today={today} />
      {end ? (
        <p data-testid="goal-projection" aria-live="polite">
          {t(end.expected >= plan.target ? 'flows.goal.reaches' : 'flows.goal.shortOf', {
            expected: money(end.expected),
            target: money(plan.target),
            suggested: money(plan.suggested),
          })}
        </p>
      ) : null}
      <p className={styles.muted}>{t('flows.goal.disclaimer')}</p>
      <Button type="submit" className={styles.submit}>
        {t('flows.deposit.continue')}
      </Button>
    </form>
  );
}

function ReviewStep(props: PlanProps) {
  const { draft, saveDraft, onStep, strategies } = props;
  const { t } = useTranslation('features');
  const api = useApi();
  const queryClient = useQueryClient();
  const money = (value: number) => formatMoney(value, 'CLP');
  const request = goalNewRequestOf(draft);
  const strategy = strategies.find((candidate) => candidate.id === request.strategyId);
  const create = useMutation({
    mutationFn: (idempotencyKey: string) => flowQueries(api).createGoal({ body: request, idempotencyKey }),
    onSuccess: (goal) => {
      saveDraft({ ...emptyGoalNewDraft, receipt: goal });
      // The new goal is the client's now: their data, and so the dashboard and the goals list.
      void queryClient.invalidateQueries({ queryKey: productKeys.currentUser });
      void queryClient.invalidateQueries({ queryKey: productKeys.userStatus });
      onStep('listo', { replace: true });
    },
    onError: async (error) => {
      const refused = await readFieldErrors(error);
      if (refused && Object.keys(refused.errors).length > 0) {
        saveDraft({ ...draft, idempotencyKey: null, serverErrors: refused.errors });
        onStep(goalNewStepOfErrors(refused.errors));
      }
    },
  });
  // One order, one key (kept in the draft), one request at a time.
  const send = useIdempotentConfirm(create, draft.idempotencyKey, (key) =>
    saveDraft({ ...draft, idempotencyKey: key }),
  );
  const month = new Intl.DateTimeFormat('es-CL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${request.target.date}T12:00:00Z`),
  );
  return (
    <section className={styles.form} aria-labelledby="goal-review-title">
      <StepHeading number={3} title={t('flows.goal.steps.resumen')} id="goal-review-title" />
      <FactRows
        label={t('flows.goal.summaryList')}
        rows={[
          { key: 'title', label: t('flows.goal.title'), value: request.title },
          {
            key: 'category',
            label: t('flows.goal.category'),
            value: t(`money.categories.${request.category}`),
          },
          {
            key: 'target',
            label: t('flows.goal.targetAmount'),
            value: `${money(request.target.amount)} · ${month}`,
          },
          { key: 'initial', label: t('flows.goal.initial'), value: money(request.initial) },
          { key: 'monthly', label: t('flows.goal.monthly'), value: money(request.monthly) },
          { key: 'strategy', label: t('flows.goal.strategy'), value: strategy?.name ?? '' },
        ]}
      />
      {create.isError && !create.isPending ? (
        <p role="alert" className={styles.error}>
          {t('flows.goal.failed')}
        </p>
      ) : null}
      <Button className={styles.submit} onClick={send} busy={create.isPending}>
        {t(create.isPending ? 'flows.goal.creating' : 'flows.goal.create')}
      </Button>
    </section>
  );
}

function Done({ draft }: { draft: GoalNewDraft }) {
  const { t } = useTranslation('features');
  const goal = draft.receipt;
  if (!goal) return null;
  return (
    <section className={styles.form} aria-labelledby="goal-done-title">
      <StepHeading number={4} title={t('flows.goal.steps.listo')} id="goal-done-title" />
      <p role="status" data-testid="goal-done">
        {t('flows.goal.doneLead', { title: goal.title })}
      </p>
      <div className={styles.actions}>
        <Link className={buttonTone.primary} to={`/deposit/${encodeURIComponent(String(goal.id))}`}>
          {t('flows.goal.firstDeposit')}
        </Link>
        <Link className={buttonTone.secondary} to={`/goals/${encodeURIComponent(String(goal.id))}`}>
          {t('flows.goal.toGoal')}
        </Link>
      </div>
    </section>
  );
}
