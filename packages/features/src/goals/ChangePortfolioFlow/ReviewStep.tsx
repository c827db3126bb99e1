import { formatPercent, portfolioChangeReceiptSchema } from '@portal/platform';
import { DataTable, DataTableCell, DataTableRowHeader, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { moneyKeys } from '../../money/model.ts';
import { ConfirmOrder } from '../../stepFlow/ConfirmOrder.tsx';
import { StepSection } from '../../stepFlow/StepHeading.tsx';
import { useFlowConfirm } from '../../stepFlow/useStepFlow.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { changePortfolioFlow, compareCompositions, currentStrategyId } from './changePortfolioRules.ts';
import { countedPortfolioSteps, type PortfolioStepProps } from './portfolioStepProps.ts';

/** Step 2: the current and the new composition side by side, and the order, placed once. */
export function ReviewStep(props: PortfolioStepProps) {
  const { goal, options, draft } = props;
  const { strategies } = options;
  const { t } = useTranslation('goals');
  const currentId = currentStrategyId(goal);
  const flows = useGoalFlowQueries();
  const current = strategies.find((strategy) => strategy.id === currentId);
  const next = strategies.find((strategy) => strategy.id === draft.strategyId);
  const rows = compareCompositions(current, next);
  const { send, state: confirm } = useFlowConfirm({
    ...props,
    content: { order: 'portfolio-change', goalId: goal.id, strategyId: draft.strategyId },
    receipt: portfolioChangeReceiptSchema,
    order: (idempotencyKey) =>
      flows.createPortfolioChange({
        goalId: goal.id,
        strategyId: draft.strategyId ?? 0,
        idempotencyKey,
      }),
    invalidates: [moneyKeys.allMovements],
  });
  return (
    <StepSection
      number={changePortfolioFlow.stepNumber('resumen')}
      total={countedPortfolioSteps}
      title={t('portfolio.steps.resumen')}
      id="portfolio-review-title"
    >
      <p data-testid="portfolio-change">
        {t('portfolio.change', {
          goal: goal.title,
          from: current?.name ?? t('portfolio.unknown'),
          to: next?.name ?? '',
          fromRisk: current?.risk ?? '—',
          toRisk: next?.risk ?? '—',
        })}
      </p>
      <DataTable
        caption={t('portfolio.compare')}
        columns={[
          { key: 'assetClass', header: t('portfolio.assetClass') },
          { key: 'current', header: current?.name ?? t('portfolio.unknown'), align: 'end' },
          { key: 'next', header: next?.name, align: 'end' },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.assetClass}>
            <DataTableRowHeader>{row.assetClass}</DataTableRowHeader>
            <DataTableCell align="end">{formatPercent(row.current, { upTo: 1 })}</DataTableCell>
            <DataTableCell align="end">{formatPercent(row.next, { upTo: 1 })}</DataTableCell>
          </tr>
        ))}
      </DataTable>
      <Text tone="muted" size="sm">
        {t('portfolio.rule')}
      </Text>
      <ConfirmOrder
        order={confirm}
        onConfirm={send}
        label={t('portfolio.confirm')}
        workingLabel={t('confirming')}
        failedText={t('portfolio.failed')}
      />
    </StepSection>
  );
}
