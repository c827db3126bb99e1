/**
 * Chile's banking calendar (docs/RULES.md#rescue): which days money moves. A business day is a weekday that is
 * neither a national holiday (Ley 2.977 and the laws that moved or added days since) nor the banks'
 * own closing day, 31 December. Days are calendar days in Chile, `YYYY-MM-DD`; the functions are
 * pure and the same on the server (the mock backend) and in the browser.
 *
 * Left out on purpose: regional holidays (7 June in Arica, 20 August in Chillán) and election days,
 * which are declared case by case; a real backend sends those as extra closed days (`extraClosed`).
 */

import { dateFormat } from './intlFormats.ts';

export interface Holiday {
  /** YYYY-MM-DD. */
  date: string;
  name: string;
}

const dayMs = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday, of a calendar day. */
export function weekday(day: string): number {
  return new Date(timeOf(day)).getUTCDay();
}

/** A day moved by whole days (negative goes back). */
export function addDays(day: string, days: number): string {
  return fromTime(timeOf(day) + days * dayMs);
}

/** Easter Sunday of a Gregorian year (the anonymous algorithm of 1876, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, day);
}

/**
 * The winter solstice in Chile's time (Día Nacional de los Pueblos Indígenas, Ley 21.357, since
 * 2021). The years decreed so far are listed; later ones follow Meeus's mean solstice, which is
 * within minutes, taken at Chile's winter offset (UTC−4).
 */
const solsticeDays: Record<number, number> = {
  2021: 21,
  2022: 21,
  2023: 21,
  2024: 20,
  2025: 20,
  2026: 21,
  2027: 21,
  2028: 20,
  2029: 20,
  2030: 21,
  2031: 21,
  2032: 20,
  2033: 20,
  2034: 21,
  2035: 21,
};
function juneSolstice(year: number): string {
  const known = solsticeDays[year];
  if (known) return dayOf(year, 6, known);
  const y = (year - 2000) / 1000;
  const julianDay = 2451716.56767 + 365241.62603 * y + 0.00325 * y ** 2 + 0.00888 * y ** 3 - 0.0003 * y ** 4;
  const chileTime = (julianDay - 2440587.5) * dayMs - 4 * 3_600_000;
  return fromTime(chileTime);
}

/**
 * San Pedro y San Pablo and the Encuentro de Dos Mundos move to a Monday (Ley 19.668): a Tuesday,
 * Wednesday or Thursday goes back to that week's Monday, a Friday forward to the next one.
 */
function movedToMonday(day: string): string {
  const shift: Record<number, number> = { 2: -1, 3: -2, 4: -3, 5: 3 };
  return addDays(day, shift[weekday(day)] ?? 0);
}

/**
 * The Día de las Iglesias Evangélicas (Ley 20.299): 31 October, but a Tuesday one is kept on the
 * Friday before and a Wednesday one on the Friday after.
 */
function evangelicalDay(year: number): string {
  const day = dayOf(year, 10, 31);
  const shift: Record<number, number> = { 2: -4, 3: 2 };
  return addDays(day, shift[weekday(day)] ?? 0);
}

/** Chile's national holidays of a year, plus the banks' 31 December, in date order. */
export function chileHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const holidays: Holiday[] = [
    { date: dayOf(year, 1, 1), name: 'Año Nuevo' },
    { date: addDays(easter, -2), name: 'Viernes Santo' },
    { date: addDays(easter, -1), name: 'Sábado Santo' },
    { date: dayOf(year, 5, 1), name: 'Día Nacional del Trabajo' },
    { date: dayOf(year, 5, 21), name: 'Día de las Glorias Navales' },
    { date: movedToMonday(dayOf(year, 6, 29)), name: 'San Pedro y San Pablo' },
    { date: dayOf(year, 7, 16), name: 'Día de la Virgen del Carmen' },
    { date: dayOf(year, 8, 15), name: 'Asunción de la Virgen' },
    { date: dayOf(year, 9, 18), name: 'Independencia Nacional' },
    { date: dayOf(year, 9, 19), name: 'Día de las Glorias del Ejército' },
    { date: movedToMonday(dayOf(year, 10, 12)), name: 'Encuentro de Dos Mundos' },
    { date: evangelicalDay(year), name: 'Día de las Iglesias Evangélicas y Protestantes' },
    { date: dayOf(year, 11, 1), name: 'Día de Todos los Santos' },
    { date: dayOf(year, 12, 8), name: 'Inmaculada Concepción' },
    { date: dayOf(year, 12, 25), name: 'Navidad' },
    { date: dayOf(year, 12, 31), name: 'Feriado bancario' },
  ];
  // Año Nuevo on a Sunday gives the Monday after (Ley 20.983).
  if (weekday(dayOf(year, 1, 1)) === 0)
    holidays.push({ date: dayOf(year, 1, 2), name: 'Feriado de Año Nuevo' });
  if (year >= 2021)
    holidays.push({ date: juneSolstice(year), name: 'Día Nacional de los Pueblos Indígenas' });
  // Fiestas Patrias bridges: a Monday 17 (Ley 20.215) and a Friday 20 (Ley 20.983).
  if (weekday(dayOf(year, 9, 17)) === 1) holidays.push({ date: dayOf(year, 9, 17), name: 'Fiestas Patrias' });
  if (weekday(dayOf(year, 9, 20)) === 5) holidays.push({ date: dayOf(year, 9, 20), name: 'Fiestas Patrias' });
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

const byYear = new Map<number, Map<string, string>>();
function holidaysOf(year: number): Map<string, string> {
  let found = byYear.get(year);
  if (!found) {
    found = new Map(chileHolidays(year).map((holiday) => [holiday.date, holiday.name]));
    byYear.set(year, found);
  }
  return found;
}

/** The holiday's name on a day, or undefined. */
export function holidayOn(day: string): string | undefined {
  return holidaysOf(Number(day.slice(0, 4))).get(day);
}

/** Whether money moves on a day: a weekday, not a holiday, not among `extraClosed`. */
export function isBusinessDay(day: string, extraClosed: readonly string[] = []): boolean {
  const dayOfWeek = weekday(day);
  return dayOfWeek !== 0 && dayOfWeek !== 6 && !holidayOn(day) && !extraClosed.includes(day);
}

/** The first business day after a day (never the day itself). */
export function nextBusinessDay(day: string, extraClosed: readonly string[] = []): string {
  let next = addDays(day, 1);
  while (!isBusinessDay(next, extraClosed)) next = addDays(next, 1);
  return next;
}

/**
 * A day `count` business days after `day` (0 gives the day itself when it is one, else the next).
 * This is how "paid in 3 business days" is counted: from the business day the order is taken on.
 */
export function addBusinessDays(day: string, count: number, extraClosed: readonly string[] = []): string {
  let current = isBusinessDay(day, extraClosed) ? day : nextBusinessDay(day, extraClosed);
  for (let step = 0; step < count; step += 1) current = nextBusinessDay(current, extraClosed);
  return current;
}

/** Chile's wall clock at an instant: its calendar day and the minutes since midnight. */
export function chileWallClock(
  instant: Date,
  timeZone = 'America/Santiago',
): { day: string; minutes: number } {
  const parts = dateFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/**
 * The business day an order placed at `instant` is taken on: that day when it is a business day
 * and the clock in Chile is before the cut-off (`cutOff` as HH:mm), else the next business day.
 */
export function orderDay(instant: Date, cutOff: string, extraClosed: readonly string[] = []): string {
  const { day, minutes } = chileWallClock(instant);
  const [hours = 0, mins = 0] = cutOff.split(':').map(Number);
  if (isBusinessDay(day, extraClosed) && minutes < hours * 60 + mins) return day;
  return nextBusinessDay(day, extraClosed);
}
