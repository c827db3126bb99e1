import { formatPercentChange, formatSignedMoney, type Goal, stateOfQuery, useApi } from '@portal/platform';
import { DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chartRanges,
  combineHistories,
  goalCurrency,
  historyFrom,
  MoneySummary,
  moneyQueries,
  periodChange,
  preloadValueChart,
  rangeStart,
  ValueChart,
} from '../../money/index.ts';
import * as styles from './GoalOverview.css.ts';

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
  const api = useApi();
  const money = useMemo(() => moneyQueries(api), [api]);
  const history = useQuery(money.goalHistory(goal.id));
  useEffect(preloadValueChart, []);
  const currency = goalCurrency(goal);
  const combined = useMemo(() => (history.data ? combineHistories([history.data], 1) : null), [history.data]);
  const last = combined ? combined.value.length - 1 : -1;
  return (
    <DataState
      state={stateOfQuery(history)}
      loadingText={t('money.goal.loading')}
      errorText={t('money.goal.error')}
      onRetry={() => void history.refetch()}
      retryLabel={t('money.retry')}
    >
      {combined ? (
        <div className={styles.overview}>
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
          <table className={styles.table}>
            <caption className={styles.caption}>{t('money.goal.returnsTitle')}</caption>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  {t('money.goal.period')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('money.goal.gain')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('money.goal.return')}
                </th>
              </tr>
            </thead>
            <tbody>
              {chartRanges.map((range) => {
                const change = periodChange(historyFrom(combined, rangeStart(range, today)));
                return (
                  <tr key={range}>
                    <th className={styles.cell} scope="row">
                      {t(`money.chart.ranges.${range}.long`)}
                    </th>
                    <td className={styles.cell}>{change ? formatSignedMoney(change.gain, currency) : '—'}</td>
                    <td className={styles.cell}>
                      {change?.gainRatio != null ? formatPercentChange(change.gainRatio) : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </DataState>
  );
}
