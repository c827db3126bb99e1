import { chileDate, type Movement, movementStatuses, movementTypes } from '@portal/platform';
import { signedAmount } from './amounts.ts';
import type { MovementFilter } from './moneyApi.ts';

/** How many movements a page of the activity list shows. */
export const activityPageSize = 20;

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The activity filter a URL carries (?goalId&type&status&from&to&page). What is not a valid value is
 * left out, so a hand-edited or old link still opens the list instead of an error.
 */
export function filterFromSearch(search: URLSearchParams): MovementFilter {
  const filter: MovementFilter = {};
  const goalId = search.get('goalId')?.trim();
  if (goalId) filter.goalId = goalId;
  const type = oneOf(movementTypes, search.get('type'));
  if (type) filter.type = type;
  const status = oneOf(movementStatuses, search.get('status'));
  if (status) filter.status = status;
  const from = search.get('from');
  if (from && isDay(from)) filter.from = from;
  const to = search.get('to');
  if (to && isDay(to)) filter.to = to;
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) filter.page = page;
  return filter;
}

/** The filter as the URL keeps it: only what is set, page 1 left out. */
export function searchOfFilter(filter: MovementFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['goalId', 'type', 'status', 'from', 'to'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  if (filter.page && filter.page > 1) search.set('page', String(filter.page));
  return search;
}

/** Why a filter cannot be asked for, or null: a range that ends before it starts. */
export function filterProblem(filter: MovementFilter): 'range' | null {
  return filter.from && filter.to && filter.from > filter.to ? 'range' : null;
}

/**
 * A date field's value while its year is still being typed: a browser's date field gives a whole
 * date as soon as the year's first digit is in, so "2026" typed digit by digit reads 0002-…, 0020-…
 * and 0202-… on its way. Not a day to filter by yet: asked for, each would be a list, a count said
 * aloud and a history entry of its own.
 */
export function isYearBeingTyped(value: string): boolean {
  const year = /^(\d{4,})-\d{2}-\d{2}$/.exec(value)?.[1];
  return year !== undefined && Number(year) < 1000;
}

/** Whether anything narrows the list (paging aside). */
export function isFiltered(filter: MovementFilter): boolean {
  return Boolean(filter.goalId || filter.type || filter.status || filter.from || filter.to);
}

/** The rows a page shows, 1-based and inclusive ("21–40 de 63"), and how many pages there are. */
export function pageRange(page: number, pageSize: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return { first: 0, last: 0, pages };
  const first = Math.min((page - 1) * pageSize + 1, total);
  return { first, last: Math.min(page * pageSize, total), pages };
}

/** The words of a CSV export, in the client's language. */
export interface CsvLabels {
  columns: {
    requestedAt: string;
    settledAt: string;
    goal: string;
    type: string;
    status: string;
    amount: string;
    currency: string;
    strategy: string;
  };
  type: (type: Movement['type']) => string;
  status: (status: Movement['status']) => string;
  goal: (goalId: Movement['goalId']) => string | undefined;
  strategy: (strategyId: number) => string | undefined;
}

/**
 * A text cell: quoted when it holds the separator, a quote or a line break, and defused when a
 * spreadsheet would read it as a formula (a goal is named by the client: "=HYPERLINK(…)" must stay text).
 */
export function csvText(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/** An amount as a Chilean spreadsheet reads it: no thousands separator, a decimal comma for cents. */
export function csvAmount(amount: number, currency: Movement['currency']): string {
  const fixed = currency === 'USD' ? amount.toFixed(2) : String(Math.round(amount));
  return fixed.replace('.', ',');
}

/** The first line of the movements' CSV: the columns' names. */
export function csvHeader({ columns }: CsvLabels): string {
  return [
    columns.requestedAt,
    columns.settledAt,
    columns.goal,
    columns.type,
    columns.status,
    columns.amount,
    columns.currency,
    columns.strategy,
  ]
    .map(csvText)
    .join(';');
}

/** Movements as the CSV's lines, one each (an export writes them a page at a time, as pages arrive). */
export function csvLines(movements: readonly Movement[], labels: CsvLabels): string[] {
  return movements.map((movement) =>
    [
      chileDate(movement.requestedAt),
      movement.settledAt ? chileDate(movement.settledAt) : '',
      csvText(labels.goal(movement.goalId) ?? String(movement.goalId)),
      csvText(labels.type(movement.type)),
      csvText(labels.status(movement.status)),
      csvAmount(signedAmount(movement), movement.currency),
      movement.currency,
      movement.toStrategyId != null ? csvText(labels.strategy(movement.toStrategyId) ?? '') : '',
    ].join(';'),
  );
}

/** The CSV file from its header and lines: a BOM so accents survive, CRLF after every line. */
export function csvFile(header: string, lines: readonly string[]): string {
  return `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
}

/**
 * Movements as a CSV file a Chilean Excel opens as it is: `;` between cells, CRLF between rows,
 * dates as YYYY-MM-DD in Chile's time, signed amounts (a rescue is negative), a BOM so accents survive.
 */
export function movementsCsv(movements: readonly Movement[], labels: CsvLabels): string {
  return csvFile(csvHeader(labels), csvLines(movements, labels));
}

/** The pages an export asks for, after the first has said how many movements there are. */
export function remainingPages(total: number, pageSize: number): number[] {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return Array.from({ length: pages - 1 }, (_, index) => index + 2);
}

/** The export's file name: movimientos[-goal]-YYYY-MM-DD.csv. */
export function csvFileName(today: string, goalId?: MovementFilter['goalId']): string {
  return `movimientos${goalId !== undefined && goalId !== '' ? `-meta-${goalId}` : ''}-${today}.csv`;
}
