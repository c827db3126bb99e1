import { dateFormat } from './intlFormats.ts';

/** Dates are shown in Chile's time zone whatever the device says, so a statement reads the same everywhere. */
export const dateTimeZone = 'America/Santiago';
export const dateLocale = 'es-CL';

type DateInput = Date | string | number;

/** A calendar day without a time, as the money API writes dates: 2026-11-25. */
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day is read as noon UTC, which is that same day in Santiago (08:00 or 09:00) on any
 * device: `new Date('2026-11-25')` is UTC midnight, the 24th in Chile, and a local noon
 * ('2026-11-25T12:00:00') is the day before in Santiago on a device east of UTC+12.
 */
function toDate(value: DateInput): Date {
  const date =
    value instanceof Date
      ? value
      : new Date(typeof value === 'string' && calendarDay.test(value) ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** Short form, the spec's input format "D": 22-11-2026. */
export function formatDateShort(value: DateInput, locale = dateLocale, timeZone = dateTimeZone): string {
  return dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(
    toDate(value),
  );
}

/** Long form, the spec's display format "DDD": 22 de noviembre de 2026. */
export function formatDateLong(value: DateInput, locale = dateLocale, timeZone = dateTimeZone): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone }).format(toDate(value));
}

/**
 * A moment in Chile's time, long date and 24-hour time: "25 de noviembre de 2026 a las 20:30"
 * (composed here: ICU versions join date and time differently).
 */
export function formatDateTime(value: DateInput, locale = dateLocale, timeZone = dateTimeZone): string {
  return `${formatDateLong(value, locale, timeZone)} a las ${formatClock(value, locale, timeZone)}`;
}

/** The time of a moment in Chile, 24-hour: "20:30" (a code's expiry, a lock's end). */
export function formatClock(value: DateInput, locale = dateLocale, timeZone = dateTimeZone): string {
  return dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    toDate(value),
  );
}

/** First day of the week for a locale: es-CL weeks start on Monday (docs/RULES.md#product-rules). 1 = Monday, 7 = Sunday. */
export function firstDayOfWeek(locale = dateLocale): number {
  const info = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  return info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
}

/**
 * A calendar month in words: "noviembre de 2026" (long) or "nov 2026" (short, a chart's ticks), from
 * YYYY-MM or any day of it (YYYY-MM-DD…). A month is a calendar month: no time zone moves it.
 */
export function formatMonth(month: string, length: 'long' | 'short' = 'long', locale = dateLocale): string {
  const [year = Number.NaN, number = Number.NaN] = month.slice(0, 7).split('-').map(Number);
  const middle = new Date(Date.UTC(year, number - 1, 15, 12));
  if (Number.isNaN(middle.getTime())) throw new RangeError(`Not a month: ${month}`);
  return dateFormat(locale, { month: length, year: 'numeric', timeZone: 'UTC' }).format(middle);
}

/** A calendar day in a time zone, written so that its parts read YYYY-MM-DD. */
const dayOptions = (timeZone: string): Intl.DateTimeFormatOptions => ({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone,
});

/**
 * A calendar day in Chile as YYYY-MM-DD (the money API's dates): "today" for a client in Santiago,
 * or the day a movement was made on (an export dates every one of twenty thousand).
 */
export function chileDate(value: DateInput = new Date(), timeZone = dateTimeZone): string {
  return dayIn(toDate(value), timeZone, dateFormat('en-CA', dayOptions(timeZone)));
}

/**
 * The calendar day an instant falls on in a time zone, as YYYY-MM-DD (chileDate of a Date). Without
 * a format, it makes one for the call: the early start asks once a visit, and its 2 KB hold no
 * cache of formats; the app's dates go through chileDate, whose format is made once.
 */
export function dayIn(
  instant: Date,
  timeZone = dateTimeZone,
  format = new Intl.DateTimeFormat('en-CA', dayOptions(timeZone)),
): string {
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
