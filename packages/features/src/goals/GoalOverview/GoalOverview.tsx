import { formatPercentChange, formatSignedMoney, type Goal } from '@portal/platform';
import { DataTable, DataTableCell, DataTableRowHeader, Stack } from '@portal/ui';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueriesState } from '../../kit/QueryState.tsx';
import {
  chartRanges,
  goalCurrency,
  historyColumns,
  MoneySummary,
  periodChange,
  preloadValueChart,
  rangeStart,
  useChartPeriod,
  useMoneyQueries,
  ValueChart,
} from '../../money/index.ts';

/** A period's return needs only its first and last day: the fewest points a history is cut to. */
const periodPoints = 4;

export interface GoalOverviewProps {
  goal: Goal;
  today: string;
}

/**
 * One goal's money in its own currency: value, deposited and gained; the chart; and what it earned
 * over each period (the same periods as the chart). The chart asks for its period at the screen's
 * size; each period's return asks for that period's first and last day
 * (docs/RULES.md#histories-sized-to-the-screen).
 */
export function GoalOverview({ goal, today }: GoalOverviewProps) {
  const { t } = useTranslation('money');
  const money = useMoneyQueries();
  const period = useChartPeriod((from, points) => money.goalHistory(goal.id, from, points), today);
  const { history } = period;
  const periods = useQueries({
    queries: chartRanges.map((period) => money.goalHistory(goal.id, rangeStart(period, today), periodPoints)),
  });
  useEffect(preloadValueChart, []);
  const currency = goalCurrency(goal);
  const combined = useMemo(() => (history.data ? historyColumns(history.data.points) : null), [history.data]);
  const last = combined ? combined.value.length - 1 : -1;
  return (
    <QueriesState queries={[history, ...periods]} loadingText={t('goal.loading')} errorText={t('goal.error')}>
      {combined ? (
        <Stack gap="lg">
          <MoneySummary
            value={goal.currentCapital}
            netDeposits={last >= 0 ? (combined.netDeposits[last] ?? 0) : 0}
            currency={currency}
            valueLabel={t('goal.value')}
          />
          <ValueChart
            history={combined}
            currency={currency}
            today={today}
            label={t('goal.chartLabel', { title: goal.title })}
            range={period.range}
            onRangeChange={period.setRange}
            onRangeIntent={period.prefetchRanges}
            updating={period.updating}
          />
          <DataTable
            caption={t('goal.returnsTitle')}
            density="compact"
            columns={[
              { key: 'period', header: t('goal.period') },
              { key: 'gain', header: t('goal.gain'), align: 'end' },
              { key: 'return', header: t('goal.return'), align: 'end' },
            ]}
          >
            {chartRanges.map((period, index) => {
              const points = periods[index]?.data?.points;
              const change = points ? periodChange(historyColumns(points)) : null;
              return (
                <tr key={period}>
                  <DataTableRowHeader>{t(`chart.ranges.${period}.long`)}</DataTableRowHeader>
                  <DataTableCell align="end">
                    {change ? formatSignedMoney(change.gain, currency) : '—'}
                  </DataTableCell>
                  <DataTableCell align="end">
                    {change?.gainRatio != null ? formatPercentChange(change.gainRatio) : '—'}
                  </DataTableCell>
                </tr>
              );
            })}
          </DataTable>
        </Stack>
      ) : null}
    </QueriesState>
  );
}
