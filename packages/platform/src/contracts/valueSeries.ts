import * as z from 'zod/mini';
import { amount, currencyCode, isoDate } from './common.ts';

/**
 * A goal's value over time (docs/RULES.md#money-contract), as the money contract sends it: days as
 * columns (the first day and how many, or each day), their value and what had been put in, checked
 * to agree; and the columns read back into days. Shared by a goal's and the portfolio's history.
 */

/**
 * One day of a goal: its value at the day's close and what had been put in by then (deposits minus
 * rescues, completed ones only). What it gained is the difference: value − netDeposits.
 */
export const valuePointSchema = z.object({ date: isoDate, value: amount, netDeposits: amount });
export type ValuePoint = z.infer<typeof valuePointSchema>;

const two = (value: number) => (value < 10 ? `0${value}` : String(value));
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) =>
  month === 2
    ? isLeapYear(year)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31;

/**
 * `count` calendar days from `from` on, as YYYY-MM-DD. Counted by hand: a Date per day was most of
 * the time it took to read ten years of five goals on a phone.
 */
export function consecutiveDays(from: string, count: number): string[] {
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  let day = Number(from.slice(8, 10));
  let monthLength = daysInMonth(year, month);
  let prefix = `${year}-${two(month)}-`;
  const days = new Array<string>(count);
  for (let index = 0; index < count; index += 1) {
    days[index] = prefix + two(day);
    day += 1;
    if (day > monthLength) {
      day = 1;
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
      monthLength = daysInMonth(year, month);
      prefix = `${year}-${two(month)}-`;
    }
  }
  return days;
}

/**
 * GET {apiBase}api/goals/{id}/history?from=YYYY-MM-DD&points=N as it travels, in columns:
 * `value[i]` and `netDeposits[i]` are the close of day `dates[i]`, oldest first, the last one today.
 * A daily history leaves `dates` out: then day `i` is `from + i` (`from` is the first day, or the day
 * asked for when there is none). Ten years of a goal are 3,650 days: as objects with a date each they
 * were four times the bytes and, on a phone, most of the dashboard's time between the answer and the
 * chart (validating 18,000 dated objects). A history sampled to the chart's size (`points`) names
 * its days, since they are no longer one apart (docs/RULES.md#histories-sized-to-the-screen).
 */
export const seriesColumns = {
  from: isoDate,
  dates: z.optional(z.array(isoDate)),
  value: z.array(amount),
  netDeposits: z.array(amount),
};
type SeriesColumns = { from: string; dates?: string[]; value: number[]; netDeposits: number[] };

export const columnsAgree = z.refine<SeriesColumns>(
  (series: SeriesColumns) => series.value.length === series.netDeposits.length,
  {
    message: 'value and netDeposits have one number per day each',
    path: ['netDeposits'],
  },
);
export const datesAgree = z.refine<SeriesColumns>(
  (series: SeriesColumns) =>
    series.dates === undefined ||
    (series.dates.length === series.value.length &&
      series.dates.every((date, index) => index === 0 || date > (series.dates?.[index - 1] ?? ''))),
  { message: 'one date per point, each after the one before', path: ['dates'] },
);

/** The days of a series' columns: the ones it names, or consecutive days from `from`. */
export const daysOf = (series: SeriesColumns): string[] =>
  series.dates ?? consecutiveDays(series.from, series.value.length);

/** A series' points as columns, for the wire: `dates` only when the days are not consecutive. */
export function columnsOf(points: readonly ValuePoint[], emptyFrom: string): SeriesColumns {
  const from = points[0]?.date ?? emptyFrom;
  const consecutive = consecutiveDays(from, points.length);
  const daily = points.every((point, index) => point.date === consecutive[index]);
  return {
    from,
    ...(daily ? {} : { dates: points.map((point) => point.date) }),
    value: points.map((point) => point.value),
    netDeposits: points.map((point) => point.netDeposits),
  };
}

export const goalHistoryWireSchema = z
  .object({ goalId: z.union([z.string(), z.number()]), currency: currencyCode, ...seriesColumns })
  .check(columnsAgree, datesAgree);
export type GoalHistoryWire = z.infer<typeof goalHistoryWireSchema>;

/** A goal's history as the portal reads it: points oldest first, the last one today. */
export const goalHistorySchema = z.pipe(
  goalHistoryWireSchema,
  z.transform((wire) => {
    const dates = daysOf(wire);
    return {
      goalId: wire.goalId,
      currency: wire.currency,
      points: wire.value.map(
        (dayValue, index): ValuePoint => ({
          date: dates[index] ?? wire.from,
          value: dayValue,
          netDeposits: wire.netDeposits[index] ?? 0,
        }),
      ),
    };
  }),
);
export type GoalHistory = z.infer<typeof goalHistorySchema>;

/** A history as the server sends it (the mock backend answers through this, so the two cannot drift). */
export function goalHistoryWire(history: GoalHistory, emptyFrom: string): GoalHistoryWire {
  return { goalId: history.goalId, currency: history.currency, ...columnsOf(history.points, emptyFrom) };
}
