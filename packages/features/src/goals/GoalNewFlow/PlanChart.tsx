import { formatCompactMoney, formatMoney, formatMonth } from '@portal/platform';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { projectGoal } from './goalPlanRules.ts';
import * as styles from './PlanChart.css.ts';

// The chart's code loads with the plan step, not before (it is not on the first paint).
const TimeSeriesChart = lazy(() =>
  import('@portal/ui/TimeSeriesChart').then((module) => ({ default: module.TimeSeriesChart })),
);
/** The projection: pessimistic, expected and optimistic, month by month. */
export function PlanChart({
  points,
  today,
  currency = 'CLP',
}: {
  points: ReturnType<typeof projectGoal>;
  today: string;
  currency?: 'CLP' | 'USD';
}) {
  const { t } = useTranslation('goals');
  const [year = 2026, month = 1] = today.split('-').map(Number);
  const dates = points.map((point) =>
    new Date(Date.UTC(year, month - 1 + point.month, 1)).toISOString().slice(0, 10),
  );
  const end = points.at(-1);
  const money = (value: number) => formatMoney(value, currency);
  return (
    <Suspense
      fallback={
        <div
          className={styles.chartPlaceholder}
          role="status"
          aria-label={t('goal.chartLoading')}
          data-loading=""
        />
      }
    >
      <TimeSeriesChart
        label={t('goal.chart')}
        summary={
          end
            ? t('goal.chartSummary', {
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
            label: t('goal.scenarios.expected'),
            values: points.map((p) => p.expected),
            tone: 'value',
          },
          {
            id: 'optimistic',
            label: t('goal.scenarios.optimistic'),
            values: points.map((p) => p.optimistic),
            tone: 'reference',
          },
          {
            id: 'pessimistic',
            label: t('goal.scenarios.pessimistic'),
            values: points.map((p) => p.pessimistic),
            tone: 'reference',
          },
        ]}
        formatValue={money}
        formatAxisValue={(value: number) => formatCompactMoney(value, currency)}
        formatDate={(date: string) => formatMonth(date)}
        formatTick={(date: string) => formatMonth(date, 'short')}
        size="compact"
      />
    </Suspense>
  );
}
