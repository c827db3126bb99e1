import { formatPercentChange, formatSignedMoney, type Goal } from '@portal/platform';
import { DataTable, DataTableCell, DataTableRowHeader, Stack } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import {
  chartRanges,
  combineHistories,
  goalCurrency,
  historyFrom,
  MoneySummary,
  periodChange,
  preloadValueChart,
  rangeStart,
  useMoneyQueries,
  ValueChart,
} from '../../money/index.ts';

export interface GoalOverviewProps {
  goal: Goal;
  today: string;
}

/**
 * One goal's money in its own currency: value, deposited and gained; the chart; and what it earned
 * over each period (the same periods as the chart).
 */
export function GoalOverview({ goal, today }: GoalOverviewProps) {
  const { t } = useTranslation('features');
  const money = useMoneyQueries();
  const history = useQuery(money.goalHistory(goal.id));
  useEffect(preloadValueChart, []);
  const currency = goalCurrency(goal);
  const combined = useMemo(() => (history.data ? combineHistories([history.data], 1) : null), [history.data]);
  const last = combined ? combined.value.length - 1 : -1;
  return (
    <QueryState query={history} loadingText={t('money.goal.loading')} errorText={t('money.goal.error')}>
      {combined ? (
        <Stack gap="lg">
          <MoneySummary
            value={goal.currentCapital}
            netDeposits={last >= 0 ? (combined.netDeposits[last] ?? 0) : 0}
            currency={currency}
            valueLabel={t('money.goal.value')}
          />
          <ValueChart
            history={combined}
            currency={currency}
            today={today}
            label={t('money.goal.chartLabel', { title: goal.title })}
          />
          <DataTable
            caption={t('money.goal.returnsTitle')}
            density="compact"
            columns={[
              { key: 'period', header: t('money.goal.period') },
              { key: 'gain', header: t('money.goal.gain'), align: 'end' },
              { key: 'return', header: t('money.goal.return'), align: 'end' },
            ]}
          >
            {chartRanges.map((range) => {
              const change = periodChange(historyFrom(combined, rangeStart(range, today)));
              return (
                <tr key={range}>
                  <DataTableRowHeader>{t(`money.chart.ranges.${range}.long`)}</DataTableRowHeader>
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
    </QueryState>
  );
}
