import { zodResolver } from '@hookform/resolvers/zod';
import { type Goal, type Product, readFieldErrors, type Strategy, useApi } from '@portal/platform';
import { Button, buttonTone, DataState } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { productOfCategory } from '../../client/catalogueRules.ts';
import { clientQueries } from '../../client/clientApi.ts';
import { dayLabel } from '../../client/meetingRules.ts';
import { moneyQueries } from '../../money/moneyApi.ts';
import {
  type ChangePortfolioDraft,
  type ChangePortfolioStep,
  changePortfolioDraftKey,
  changePortfolioDraftSchema,
  changePortfolioRedirect,
  compareCompositions,
  emptyChangePortfolioDraft,
  strategiesFor,
} from '../changePortfolioRules.ts';
import { choiceField } from '../choiceField.ts';
import { StepHeading } from '../FlowParts.tsx';
import * as styles from '../flow.css.ts';
import { flowQueries } from '../flowsApi.ts';
import { useSessionDraft } from '../useDraft.ts';
import { useIdempotentConfirm } from '../useIdempotentConfirm.ts';

export interface ChangePortfolioFlowProps {
  goal: Goal;
  step: ChangePortfolioStep;
  onStep: (step: ChangePortfolioStep, options?: { replace?: boolean }) => void;
}

const percent = new Intl.NumberFormat('es-CL', { style: 'percent', maximumFractionDigits: 0 });
const counted = 2;

/**
 * A goal's change of investment strategy (issue 13): the strategies its product allows with their
 * risk, the current one marked; then the current and the new composition side by side, and the
 * order, placed once. The money stays invested while the portfolio is rebalanced. A goal whose
 * product has one strategy (the wallet, the short-term products) is told so, with the way to invest
 * otherwise: a new goal.
 */
export function ChangePortfolioFlow({ goal, step, onStep }: ChangePortfolioFlowProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const strategies = useQuery(useMemo(() => moneyQueries(api), [api]).strategies());
  const products = useQuery(useMemo(() => clientQueries(api), [api]).products());
  const draft = useSessionDraft(
    changePortfolioDraftKey(goal.id),
    changePortfolioDraftSchema,
    emptyChangePortfolioDraft,
  );
  const redirect = changePortfolioRedirect(step, draft.draft);
  useEffect(() => {
    if (redirect) onStep(redirect, { replace: true });
  }, [redirect, onStep]);
  const currentId = Number(goal.portfolio?.investmentStrategyId ?? 0);

  if (step === 'listo' && draft.draft.receipt)
    return <Done goal={goal} draft={draft.draft} strategies={strategies.data ?? []} />;
  const loaded =
    strategies.data && products.data ? { strategies: strategies.data, products: products.data } : null;
  const allowed = loaded ? strategiesFor(goal, loaded.products.products, loaded.strategies) : [];
  return (
    <DataState
      state={loaded ? 'ready' : strategies.isError || products.isError ? 'error' : 'loading'}
      loadingText={t('flows.portfolio.loading')}
      errorText={t('flows.portfolio.error')}
      onRetry={() => {
        if (strategies.isError) void strategies.refetch();
        if (products.isError) void products.refetch();
      }}
      retryLabel={t('flows.retry')}
    >
      {loaded && !redirect ? (
        allowed.length < 2 ? (
          <OneStrategy goal={goal} products={loaded.products.products} strategies={loaded.strategies} />
        ) : step === 'resumen' ? (
          <ReviewStep
            goal={goal}
            strategies={loaded.strategies}
            currentId={currentId}
            draft={draft.draft}
            saveDraft={draft.save}
            onStep={onStep}
          />
        ) : (
          <ChooseStep
            strategies={allowed}
            currentId={currentId}
            draft={draft.draft}
            saveDraft={draft.save}
            onStep={onStep}
          />
        )
      ) : null}
    </DataState>
  );
}

/** A goal whose product has one strategy (or one the catalogue does not list): why, and what to do. */
function OneStrategy({
  goal,
  products,
  strategies,
}: {
  goal: Goal;
  products: readonly Product[];
  strategies: readonly Strategy[];
}) {
  const { t } = useTranslation('features');
  const product = productOfCategory(products, goal.goalCategory.code);
  const current = strategies.find((strategy) => strategy.id === Number(goal.portfolio?.investmentStrategyId));
  return (
    <section className={styles.form} aria-labelledby="portfolio-fixed-title">
      <h2 id="portfolio-fixed-title" className={styles.legend}>
        {t('flows.portfolio.fixedTitle')}
      </h2>
      <p>
        {product && current
          ? t('flows.portfolio.fixed', { product: product.name, name: current.name, risk: current.risk })
          : t('flows.portfolio.fixedUnknown')}
      </p>
      <p>{t('flows.portfolio.fixedNext')}</p>
      <div className={styles.actions}>
        <Link className={buttonTone.primary} to="/goals/new">
          {t('flows.portfolio.newGoal')}
        </Link>
      </div>
    </section>
  );
}

interface StepProps {
  strategies: Strategy[];
  currentId: number;
  draft: ChangePortfolioDraft;
  saveDraft: (next: ChangePortfolioDraft) => void;
  onStep: ChangePortfolioFlowProps['onStep'];
}

function ChooseStep({ strategies, currentId, draft, saveDraft, onStep }: StepProps) {
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
      <StepHeading number={1} total={counted} title={t('flows.portfolio.steps.estrategia')} />
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
        {t('flows.deposit.continue')}
      </Button>
    </form>
  );
}

function ReviewStep({ goal, strategies, currentId, draft, saveDraft, onStep }: StepProps & { goal: Goal }) {
  const { t } = useTranslation('features');
  const api = useApi();
  const queryClient = useQueryClient();
  const current = strategies.find((strategy) => strategy.id === currentId);
  const next = strategies.find((strategy) => strategy.id === draft.strategyId);
  const rows = compareCompositions(current, next);
  const confirm = useMutation({
    mutationFn: (idempotencyKey: string) =>
      flowQueries(api).createPortfolioChange({
        goalId: goal.id,
        strategyId: draft.strategyId ?? 0,
        idempotencyKey,
      }),
    onSuccess: (receipt) => {
      saveDraft({ ...emptyChangePortfolioDraft, receipt });
      void queryClient.invalidateQueries({ queryKey: ['money', 'movements'] });
      onStep('listo', { replace: true });
    },
    onError: async (error) => {
      const message = (await readFieldErrors(error))?.errors.strategyId;
      if (message) {
        saveDraft({ ...draft, idempotencyKey: null, serverError: message });
        onStep('estrategia');
      }
    },
  });
  // One order, one key (kept in the draft), one request at a time.
  const send = useIdempotentConfirm(confirm, draft.idempotencyKey, (key) =>
    saveDraft({ ...draft, idempotencyKey: key }),
  );
  return (
    <section className={styles.form} aria-labelledby="portfolio-review-title">
      <StepHeading
        number={2}
        total={counted}
        title={t('flows.portfolio.steps.resumen')}
        id="portfolio-review-title"
      />
      <p data-testid="portfolio-change">
        {t('flows.portfolio.change', {
          goal: goal.title,
          from: current?.name ?? t('flows.portfolio.unknown'),
          to: next?.name ?? '',
          fromRisk: current?.risk ?? '—',
          toRisk: next?.risk ?? '—',
        })}
      </p>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('flows.portfolio.compare')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {t('flows.portfolio.assetClass')}
              </th>
              <th scope="col" className={styles.headCellEnd}>
                {current?.name ?? t('flows.portfolio.unknown')}
              </th>
              <th scope="col" className={styles.headCellEnd}>
                {next?.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.assetClass}>
                <th scope="row" className={styles.rowHead}>
                  {row.assetClass}
                </th>
                <td className={styles.figure}>{percent.format(row.current)}</td>
                <td className={styles.figure}>{percent.format(row.next)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.muted}>{t('flows.portfolio.rule')}</p>
      {confirm.isError && !confirm.isPending ? (
        <p role="alert" className={styles.error}>
          {t('flows.portfolio.failed')}
        </p>
      ) : null}
      <Button className={styles.submit} onClick={send} busy={confirm.isPending}>
        {t(confirm.isPending ? 'flows.deposit.confirming' : 'flows.portfolio.confirm')}
      </Button>
    </section>
  );
}

function Done({
  goal,
  draft,
  strategies,
}: {
  goal: Goal;
  draft: ChangePortfolioDraft;
  strategies: Strategy[];
}) {
  const { t } = useTranslation('features');
  const receipt = draft.receipt;
  if (!receipt) return null;
  const name = strategies.find((strategy) => strategy.id === receipt.toStrategyId)?.name ?? '';
  return (
    <section className={styles.form} aria-labelledby="portfolio-done-title">
      <StepHeading
        number={3}
        total={counted}
        title={t('flows.portfolio.steps.listo')}
        id="portfolio-done-title"
      />
      <p role="status" data-testid="portfolio-done">
        {t('flows.portfolio.doneLead', { goal: goal.title, name, date: dayLabel(receipt.effectiveOn) })}
      </p>
      <div className={styles.actions}>
        <Link className={buttonTone.primary} to={`/goals/${encodeURIComponent(String(goal.id))}#summary`}>
          {t('flows.deposit.toGoal', { goal: goal.title })}
        </Link>
      </div>
    </section>
  );
}
