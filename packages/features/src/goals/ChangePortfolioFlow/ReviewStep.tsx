import { type Goal, useApi } from '@portal/platform';
import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
import { StepHeading } from '../../stepFlow/FlowParts.tsx';
import { useFlowConfirm } from '../../stepFlow/useStepFlow.ts';
import { goalFlowQueries } from '../goalFlowsApi.ts';
import { changePortfolioFlow, compareCompositions } from './changePortfolioRules.ts';
import { countedPortfolioSteps, type PortfolioStepProps } from './portfolioStepProps.ts';

const percent = new Intl.NumberFormat('es-CL', { style: 'percent', maximumFractionDigits: 0 });

/** Step 2: the current and the new composition side by side, and the order, placed once. */
export function ReviewStep({
  goal,
  strategies,
  currentId,
  draft,
  saveDraft,
  onStep,
}: PortfolioStepProps & { goal: Goal }) {
  const { t } = useTranslation('features');
  const api = useApi();
  const current = strategies.find((strategy) => strategy.id === currentId);
  const next = strategies.find((strategy) => strategy.id === draft.strategyId);
  const rows = compareCompositions(current, next);
  const { send, mutation: confirm } = useFlowConfirm({
    flow: changePortfolioFlow,
    draft,
    saveDraft,
    onStep,
    order: (idempotencyKey) =>
      goalFlowQueries(api).createPortfolioChange({
        goalId: goal.id,
        strategyId: draft.strategyId ?? 0,
        idempotencyKey,
      }),
    refused: (current, errors) => (errors.strategyId ? { ...current, serverError: errors.strategyId } : null),
    invalidates: [['money', 'movements']],
  });
  return (
    <section className={styles.form} aria-labelledby="portfolio-review-title">
      <StepHeading
        number={changePortfolioFlow.stepNumber('resumen')}
        total={countedPortfolioSteps}
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
        {t(confirm.isPending ? 'flows.confirming' : 'flows.portfolio.confirm')}
      </Button>
    </section>
  );
}
