import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { type ChartRange, chartPoints, chartRanges, defaultChartRange, rangeStart } from './moneyRules.ts';

/** The screen's width in CSS pixels (0 where there is no window: a test, a worker). */
export const screenWidth = () => (typeof window === 'undefined' ? 0 : window.innerWidth);

/** How many points this screen's charts ask for (one per CSS pixel of its width). */
export function screenChartPoints(): number {
  return chartPoints(screenWidth());
}

/**
 * A chart's period held by the page that asks the server for it (docs/RULES.md#histories-sized-to-the-screen):
 * the period's history at the screen's size, the one before kept while the next is on its way, and
 * every period asked for ahead when the client points at the chart. `historyOf` is the history call
 * for a first day (null: all of it) and a number of points.
 */
export function useChartPeriod<TData, TKey extends QueryKey>(
  historyOf: (from: string | null, points: number) => UseQueryOptions<TData, Error, TData, TKey>,
  today: string,
  enabled = true,
) {
  const queryClient = useQueryClient();
  const [range, setRange] = useState<ChartRange>(defaultChartRange);
  const points = screenChartPoints();
  const history = useQuery({
    ...historyOf(rangeStart(range, today), points),
    enabled,
    // The period shown stays while the next one is on its way.
    placeholderData: keepPreviousData,
  });
  return {
    history,
    range,
    setRange,
    prefetchRanges: () => {
      for (const other of chartRanges)
        void queryClient.prefetchQuery(historyOf(rangeStart(other, today), points));
    },
    updating: history.isPlaceholderData,
  };
}
