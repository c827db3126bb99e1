import type { Goal, Movement } from '@portal/platform';

import { addDays, goalMoney } from './goalMoney.ts';

/** One goal's month in a statement: what it held at the start and end, what went in and out. */
export interface StatementLine {
  goal: Goal;
  currency: 'CLP' | 'USD';
  opening: number;
  deposits: number;
  rescues: number;
  closing: number;
  /** closing − opening − deposits + rescues: what the market did, dividends and fees included. */
  gain: number;
  /** Of the gain: the dividends reinvested and the fees charged in the month. */
  dividends: number;
  fees: number;
}

/** The closed months (YYYY-MM) a client has statements for, newest first, at most `limit`. */
export function statementMonths(goals: readonly Goal[], today: string, limit = 24): string[] {
  const starts = goals
    .map((goal) => goalMoney(goal, today).history[0]?.date)
    .filter((day): day is string => day !== undefined);
  if (starts.length === 0) return [];
  const first = starts.sort()[0]?.slice(0, 7) ?? today.slice(0, 7);
  const [year = 2026, month = 1] = today.split('-').map(Number);
  const months: string[] = [];
  for (let back = 1; months.length < limit; back += 1) {
    const day = new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
    if (day < first) break;
    months.push(day);
  }
  return months;
}

/** The last day of a month (YYYY-MM → YYYY-MM-DD). */
export function monthEnd(month: string): string {
  const [year = 2026, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

/** The first day any of the client's goals holds money (null without goals). */
export function firstInvestedDay(goals: readonly Goal[], today: string): string | null {
  const starts = goals
    .map((goal) => goalMoney(goal, today).history[0]?.date)
    .filter((day): day is string => day !== undefined)
    .sort();
  return starts[0] ?? null;
}

/**
 * A month's statement, goal by goal, from the same histories and movements the pages show: the
 * closing value is the history's point on the month's last day, the opening one the day before the
 * month began, and deposits and rescues are the completed movements settled within it.
 */
export function statementOf(goals: readonly Goal[], month: string, today: string): StatementLine[] {
  return periodOf(goals, `${month}-01`, monthEnd(month), today);
}

/** A calendar year, goal by goal, the same way (the annual tax certificate's figures). */
export function yearOf(goals: readonly Goal[], year: number, today: string): StatementLine[] {
  const last = `${year}-12-31` < today ? `${year}-12-31` : today;
  return periodOf(goals, `${year}-01-01`, last, today);
}

/** From `first` to `last` (days, both included), goal by goal. */
function periodOf(goals: readonly Goal[], first: string, last: string, today: string): StatementLine[] {
  const dayBefore = addDays(first, -1);
  return goals.flatMap((goal) => {
    const { history, movements } = goalMoney(goal, today);
    const at = (day: string) => history.findLast((point) => point.date <= day);
    const closingPoint = at(last);
    if (!closingPoint) return [];
    const settled = movements.filter(
      (movement) =>
        movement.status === 'completed' &&
        movement.settledAt !== null &&
        movement.settledAt.slice(0, 10) >= first &&
        movement.settledAt.slice(0, 10) <= last,
    );
    const sum = (type: Movement['type']) =>
      settled
        .filter((movement) => movement.type === type)
        .reduce((total, movement) => total + movement.amount, 0);
    const currency = goal.currency.currencyCode === 'USD' ? 'USD' : 'CLP';
    const opening = at(dayBefore)?.value ?? 0;
    const deposits = sum('deposit');
    const rescues = sum('rescue');
    const dividends = sum('dividend');
    const fees = sum('fee');
    const closing = closingPoint.value;
    const gain = closing - opening - deposits + rescues;
    // A goal with nothing in it and nothing moved in the period (an archived one) is left out.
    if (opening === 0 && closing === 0 && deposits === 0 && rescues === 0) return [];
    return [
      {
        goal,
        currency,
        opening,
        deposits,
        rescues,
        closing,
        gain: currency === 'USD' ? Math.round(gain * 100) / 100 : gain,
        dividends: currency === 'USD' ? Math.round(dividends * 100) / 100 : dividends,
        fees: currency === 'USD' ? Math.round(fees * 100) / 100 : fees,
      },
    ];
  });
}
