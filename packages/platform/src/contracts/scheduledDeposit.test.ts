import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  chargeDayOf,
  firstDueAfter,
  monthlyEquivalent,
  nextCharge,
  scheduledDepositSchema,
  scheduleIssues,
  upcomingCharges,
} from './scheduledDeposit.ts';

describe('scheduled deposits (docs/RULES.md#scheduled-deposits)', () => {
  it.each([
    ['good terms', { amount: 150_000, frequency: 'monthly', day: 5 }, {}],
    ['the smallest charge and the last day', { amount: 10_000, frequency: 'biweekly', day: 28 }, {}],
    ['the largest charge and the first day', { amount: 5_000_000, frequency: 'monthly', day: 1 }, {}],
    ['no amount', { amount: null, frequency: 'monthly', day: 5 }, { amount: 'required' }],
    ['centavos', { amount: 10_000.5, frequency: 'monthly', day: 5 }, { amount: 'decimals' }],
    ['under the minimum', { amount: 9_999, frequency: 'monthly', day: 5 }, { amount: 'minimum' }],
    ['over the maximum', { amount: 5_000_001, frequency: 'monthly', day: 5 }, { amount: 'maximum' }],
    ['day 0', { amount: 150_000, frequency: 'monthly', day: 0 }, { day: 'day' }],
    ['day 29 (February has none)', { amount: 150_000, frequency: 'monthly', day: 29 }, { day: 'day' }],
    ['day 31', { amount: 150_000, frequency: 'monthly', day: 31 }, { day: 'day' }],
    ['a day with decimals', { amount: 150_000, frequency: 'monthly', day: 5.5 }, { day: 'day' }],
    ['no day', { amount: 150_000, frequency: 'monthly', day: null }, { day: 'day' }],
    ['weekly', { amount: 150_000, frequency: 'weekly', day: 5 }, { frequency: 'frequency' }],
  ] as const)('%s', (_name, terms, issues) => {
    expect(scheduleIssues(terms)).toEqual(issues);
  });

  it.each([
    ['before the day: this month', '2026-11-03', 5, '2026-11-05'],
    ['on the day: next month (a day of notice)', '2026-11-05', 5, '2026-12-05'],
    ['after the day: next month', '2026-11-27', 5, '2026-12-05'],
    ['in December: January of the next year', '2026-12-20', 5, '2027-01-05'],
    ['day 28 in February', '2027-02-01', 28, '2027-02-28'],
  ] as const)('first due: %s', (_name, today, day, due) => {
    expect(firstDueAfter(today, day)).toBe(due);
  });

  it.each([
    [
      'monthly',
      { frequency: 'monthly', day: 5, anchorOn: '2026-01-05' },
      '2026-11-27',
      '2026-12-05',
      '2026-12-07',
    ],
    [
      'the 5th a Saturday, seen on Sunday the 6th: its Monday charge is still ahead',
      { frequency: 'monthly', day: 5, anchorOn: '2026-01-05' },
      '2026-12-06',
      '2026-12-05',
      '2026-12-07',
    ],
    [
      'on the charge day: the next one',
      { frequency: 'monthly', day: 5, anchorOn: '2026-01-05' },
      '2026-12-07',
      '2027-01-05',
      '2027-01-05',
    ],
    [
      'a mandate set up after a past due day: its own first one',
      { frequency: 'monthly', day: 5, anchorOn: '2027-01-05' },
      '2026-12-06',
      '2027-01-05',
      '2027-01-05',
    ],
    [
      'every two weeks, from its anchor',
      { frequency: 'biweekly', day: 5, anchorOn: '2026-11-05' },
      '2026-11-27',
      '2026-12-03',
      '2026-12-03',
    ],
    [
      'every two weeks, on a due day: the next',
      { frequency: 'biweekly', day: 5, anchorOn: '2026-11-05' },
      '2026-11-19',
      '2026-12-03',
      '2026-12-03',
    ],
    [
      'every two weeks, before its anchor',
      { frequency: 'biweekly', day: 5, anchorOn: '2026-12-05' },
      '2026-11-27',
      '2026-12-05',
      '2026-12-07',
    ],
  ] as const)('next charge, %s', (_name, schedule, today, dueOn, chargeOn) => {
    expect(nextCharge(schedule, today)).toEqual({ dueOn, chargeOn });
  });

  it.each([
    ['a new one', undefined, { frequency: 'monthly', day: 5 }, '2026-12-05'],
    [
      'a change that keeps day and frequency keeps its dates',
      { frequency: 'biweekly', day: 5, anchorOn: '2025-03-05' },
      { frequency: 'biweekly', day: 5 },
      '2025-03-05',
    ],
    [
      'a new day starts again',
      { frequency: 'biweekly', day: 5, anchorOn: '2025-03-05' },
      { frequency: 'biweekly', day: 10 },
      '2026-12-10',
    ],
    [
      'a new frequency starts again',
      { frequency: 'biweekly', day: 5, anchorOn: '2025-03-05' },
      { frequency: 'monthly', day: 5 },
      '2026-12-05',
    ],
  ] as const)('where the dates start: %s', (_name, earlier, terms, anchor) => {
    expect(anchorOf(earlier, terms, '2026-11-27')).toBe(anchor);
  });

  it.each([
    ['a Monday', '2026-12-07', '2026-12-07'],
    ['a Saturday: the Monday', '2026-12-05', '2026-12-07'],
    ['Christmas (a Friday): the Monday', '2026-12-25', '2026-12-28'],
    ['a day the banks close', '2026-12-31', '2027-01-04'],
  ] as const)('charged on %s', (_name, due, charge) => {
    expect(chargeDayOf(due)).toBe(charge);
  });

  it('a closed day the server names moves the charge too (past 8 December, a holiday)', () => {
    expect(chargeDayOf('2026-12-07', ['2026-12-07'])).toBe('2026-12-09');
  });

  it('lists the next charges from one already moved, each moved on its own', () => {
    expect(
      upcomingCharges({ frequency: 'monthly', day: 5, anchorOn: '2026-01-05' }, '2026-12-06', 2),
    ).toEqual([
      { dueOn: '2026-12-05', chargeOn: '2026-12-07' },
      { dueOn: '2027-01-05', chargeOn: '2027-01-05' },
    ]);
  });

  it('lists the next charges, each moved on its own, the schedule unmoved', () => {
    expect(
      upcomingCharges({ frequency: 'monthly', day: 5, anchorOn: '2026-01-05' }, '2026-11-27', 3),
    ).toEqual([
      { dueOn: '2026-12-05', chargeOn: '2026-12-07' },
      { dueOn: '2027-01-05', chargeOn: '2027-01-05' },
      { dueOn: '2027-02-05', chargeOn: '2027-02-05' },
    ]);
  });

  it.each([
    ['monthly', { amount: 150_000, frequency: 'monthly' }, 150_000],
    ['every two weeks: 26 a year', { amount: 60_000, frequency: 'biweekly' }, 130_000],
  ] as const)('a month of a %s schedule', (_name, schedule, monthly) => {
    expect(monthlyEquivalent(schedule)).toBe(monthly);
  });

  it('refuses a schedule in dollars', () => {
    const schedule = {
      id: 'pac-1',
      goalId: 101,
      amount: 150_000,
      currency: 'CLP',
      frequency: 'monthly',
      day: 5,
      anchorOn: '2026-01-05',
      account: {
        id: 'a',
        bankCode: '001',
        bankName: 'Banco de Chile',
        type: 'corriente',
        maskedNumber: '•••• 4521',
      },
      status: 'active',
      nextDueOn: '2026-12-05',
      nextChargeOn: '2026-12-07',
      createdAt: '2026-01-02T12:00:00.000Z',
    };
    expect(scheduledDepositSchema.safeParse(schedule).success).toBe(true);
    expect(scheduledDepositSchema.safeParse({ ...schedule, currency: 'USD' }).success).toBe(false);
  });
});
