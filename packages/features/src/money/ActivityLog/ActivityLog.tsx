import { formatCount, type Goal, type Movement, mapLimited, saveBlob } from '@portal/platform';
import { Button, ProgressBar, Stack, Text, visuallyHidden } from '@portal/ui';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useOptimistic,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import {
  activityPageSize,
  type CsvLabels,
  csvFile,
  csvFileName,
  csvHeader,
  csvLines,
  filterProblem,
  isFiltered,
  pageRange,
  remainingPages,
} from '../activityRules.ts';
import { MovementFilters } from '../MovementFilters/MovementFilters.tsx';
import { MovementList } from '../MovementList/MovementList.tsx';
import { type MovementFilter, moneyKeys, movementQuery, useMoneyQueries } from '../moneyApi.ts';
import * as styles from './ActivityLog.css.ts';

export interface ActivityLogProps {
  /** Every goal of the client (archived ones too), to filter by and to name each movement's goal. */
  goals: readonly Goal[];
  /** The filter and page (the page keeps it in the URL). */
  filter: MovementFilter;
  onFilterChange: (filter: MovementFilter) => void;
  /** Today in Chile (YYYY-MM-DD): the export's file name. */
  today: string;
  pageSize?: number;
}

type ExportState =
  | { kind: 'idle' }
  | { kind: 'busy'; done: number; total: number }
  | { kind: 'done'; count: number; file: string }
  | { kind: 'failed' };

/** Whether two movement queries differ only in their page. */
function samePagesOf(a: QueryKey, b: QueryKey): boolean {
  const withoutPage = (key: QueryKey) => {
    const search = new URLSearchParams(String(key[2] ?? ''));
    search.delete('page');
    return `${String(key[0])}|${String(key[1])}|${search}`;
  };
  return withoutPage(a) === withoutPage(b);
}

/** Resolves once the browser has painted the frame being prepared (a frame, then the next task). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** A new filter forgets the last export's outcome (and changes nothing when there was none). */
const forgetExport = (current: ExportState): ExportState =>
  current.kind === 'idle' ? current : { kind: 'idle' };

/** The most the export asks for in one call (the API's page size limit). */
const exportPageSize = 100;
/** How many of the export's calls are on their way at once. */
const exportCallsAtOnce = 4;

/**
 * Every movement of the client, newest first: filters (goal, type, status, dates), a page at a time
 * with its place ("Mostrando 21–40 de 63"), an empty state that offers to clear the filters, the
 * error state with retry, and the filtered list as a CSV file.
 */
export function ActivityLog({
  goals,
  filter: applied,
  onFilterChange,
  today,
  pageSize = activityPageSize,
}: ActivityLogProps) {
  const { t } = useTranslation('money');
  // The filter asked for is drawn at once (the fields, the list's loading state), while the page
  // applies it (the URL: a navigation, drawn in a transition, the whole frame again) behind it;
  // once applied, the two are the same.
  const [filter, showFilter] = useOptimistic(applied);
  // Whether the list is still on screen: a page left in the frame after a change is not brought back.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const changeFilter = (next: MovementFilter) =>
    startTransition(async () => {
      showFilter(next);
      // The address once this answer is on screen: the navigation (the page's history entry, the
      // frame drawn again) comes after the paint, not in front of it.
      await afterNextPaint();
      if (shown.current) startTransition(() => onFilterChange(next));
    });
  const queryClient = useQueryClient();
  const money = useMoneyQueries();
  const problem = filterProblem(filter);
  const page = filter.page ?? 1;
  const shownPage = { ...filter, page, pageSize };
  const asked = movementQuery(shownPage);
  // The call leaves in React's next, background render, not in the one that answers the change:
  // sending a request costs the browser a few milliseconds of its own, which would otherwise stand
  // in front of that first answer.
  const settled = useDeferredValue(asked);
  const movements = useQuery({
    ...money.movements(shownPage),
    enabled: problem === null && settled === asked,
    // Turning pages keeps the page shown until the next arrives; a new filter shows its own loading.
    placeholderData: (previous, previousQuery) =>
      previousQuery && samePagesOf(previousQuery.queryKey, moneyKeys.movements(shownPage))
        ? previous
        : undefined,
  });
  const strategies = useQuery(money.strategies());
  const titles = useMemo(() => new Map(goals.map((goal) => [String(goal.id), goal.title])), [goals]);
  // Kept the same from render to render, so the list draws again only when its rows change (not
  // on each step of an export, nor on a filter's first answer).
  const goalTitle = useCallback((id: Movement['goalId']) => titles.get(String(id)), [titles]);
  const strategyName = useCallback(
    (id: number) => strategies.data?.find((strategy) => strategy.id === id)?.name,
    [strategies.data],
  );
  const results = useRef<HTMLElement>(null);
  const [exported, setExported] = useState<ExportState>({ kind: 'idle' });

  const total = movements.data?.total ?? 0;
  const range = pageRange(page, pageSize, total);
  const goToPage = (next: number) => {
    changeFilter({ ...filter, page: next });
    // The list stays (the previous page shows until the next arrives): reading goes on from its top.
    results.current?.focus();
  };

  const exportCsv = async () => {
    setExported({ kind: 'busy', done: 0, total });
    const labels: CsvLabels = {
      columns: {
        requestedAt: t('activity.columns.requestedAt'),
        settledAt: t('activity.columns.settledAt'),
        goal: t('activity.columns.goal'),
        type: t('activity.columns.type'),
        status: t('activity.columns.status'),
        amount: t('activity.columns.amount'),
        currency: t('activity.columns.currency'),
        strategy: t('activity.columns.strategy'),
      },
      type: (type) => t(`movements.types.${type}`),
      status: (status) => t(`movements.statuses.${status}`),
      goal: goalTitle,
      strategy: strategyName,
    };
    // Each page's lines are written as it arrives (a small piece of work each time, so the page
    // keeps answering over twenty thousand movements), a few calls on their way at once.
    let done = 0;
    const pageLines = async (next: number) => {
      const batch = await queryClient.fetchQuery(
        money.movements({ ...filter, page: next, pageSize: exportPageSize }),
      );
      done += batch.items.length;
      setExported({ kind: 'busy', done, total: batch.total });
      return { lines: csvLines(batch.items, labels), total: batch.total };
    };
    try {
      const first = await pageLines(1);
      const rest = await mapLimited(
        remainingPages(first.total, exportPageSize),
        exportCallsAtOnce,
        pageLines,
      );
      const lines = [first, ...rest].flatMap((page) => page.lines);
      const file = csvFileName(today, filter.goalId);
      saveBlob(new Blob([csvFile(csvHeader(labels), lines)], { type: 'text/csv;charset=utf-8' }), file);
      setExported({ kind: 'done', count: lines.length, file });
    } catch {
      setExported({ kind: 'failed' });
    }
  };

  return (
    <Stack gap="md">
      <MovementFilters
        goals={goals}
        filter={filter}
        onChange={(next) => {
          setExported(forgetExport);
          changeFilter(next);
        }}
      />
      {/* A range that ends before it starts is said where the client is, not only on "Hasta" (its
          field's error): a status in the page from the start, so it is heard as it appears, from
          "Desde" too. */}
      <p className={visuallyHidden} role="status" data-testid="activity-filter-problem">
        {problem === 'range' ? t('activity.rangeError') : null}
      </p>
      {problem ? null : (
        <>
          <div className={styles.toolbar}>
            <Text tone="muted" size="sm" role="status">
              {movements.data
                ? total === 0
                  ? t('activity.count', { count: 0 })
                  : t('activity.showing', {
                      first: formatCount(range.first),
                      last: formatCount(range.last),
                      total: formatCount(total),
                    })
                : null}
            </Text>
            <Button
              tone="secondary"
              onClick={() => void exportCsv()}
              // Busy, not disabled, while it prepares the file: a disabled button loses the focus.
              busy={exported.kind === 'busy'}
              disabled={total === 0}
            >
              {exported.kind === 'busy' ? t('activity.exporting') : t('activity.export')}
            </Button>
          </div>
          {exported.kind === 'busy' && exported.total > exportPageSize ? (
            // A long export shows how far it is (the button already says it is preparing the file).
            <Stack gap="xxs">
              <ProgressBar
                value={exported.total > 0 ? exported.done / exported.total : 0}
                label={t('activity.exportProgressLabel')}
              />
              <Text tone="muted" size="sm" numeric>
                {t('activity.exportProgress', {
                  done: formatCount(exported.done),
                  total: formatCount(exported.total),
                })}
              </Text>
            </Stack>
          ) : null}
          {exported.kind === 'done' ? (
            <Text size="sm" role="status">
              {t('activity.exported', {
                count: exported.count,
                shown: formatCount(exported.count),
                file: exported.file,
              })}
            </Text>
          ) : exported.kind === 'failed' ? (
            <Text tone="critical" size="sm" role="alert">
              {t('activity.exportError')}
            </Text>
          ) : null}
          <section
            ref={results}
            tabIndex={-1}
            className={styles.results}
            aria-label={t('activity.list')}
            aria-busy={movements.isPlaceholderData || undefined}
          >
            <QueryState
              query={movements}
              isEmpty={(data) => data.items.length === 0}
              loadingText={t('movements.loading')}
              errorText={t('movements.error')}
              emptyText={isFiltered(filter) ? t('activity.emptyFiltered') : t('movements.empty')}
            >
              <MovementList
                movements={movements.data?.items ?? []}
                goalTitle={filter.goalId ? undefined : goalTitle}
                strategyName={strategyName}
              />
            </QueryState>
            {movements.data && total === 0 && isFiltered(filter) ? (
              <div className={styles.emptyAction}>
                <Button tone="secondary" onClick={() => changeFilter({})}>
                  {t('activity.clear')}
                </Button>
              </div>
            ) : null}
          </section>
          {range.pages > 1 ? (
            <nav className={styles.pager} aria-label={t('activity.pagination')}>
              <Button tone="secondary" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                {t('activity.previous')}
              </Button>
              <Text as="span" tone="muted" size="sm" numeric>
                {t('activity.page', { page: formatCount(page), pages: formatCount(range.pages) })}
              </Text>
              <Button tone="secondary" disabled={page >= range.pages} onClick={() => goToPage(page + 1)}>
                {t('activity.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </Stack>
  );
}
