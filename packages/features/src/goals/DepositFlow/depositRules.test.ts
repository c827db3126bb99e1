import type { DepositReceipt } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import {
  type DepositDraft,
  type DepositStep,
  depositFlow,
  depositFormSchema,
  depositInvestDay,
} from './depositRules.ts';

const receipt: DepositReceipt = {
  id: 'dep-101-1',
  goalId: 101,
  amount: 150_000,
  currency: 'CLP',
  status: 'pending',
  createdAt: '2026-11-23T15:00:00.000Z',
  investOn: '2026-11-23',
  transferCode: 'META-101',
};
const draft = (extra: Partial<DepositDraft>): DepositDraft => ({ ...depositFlow.draft.empty, ...extra });

describe("the deposit's steps in the URL", () => {
  it.each<[string | null, DepositStep, number]>([
    [null, 'monto', 1],
    ['pago', 'pago', 2],
    ['resumen', 'resumen', 3],
    ['listo', 'listo', 4],
    ['otro', 'monto', 1],
    ['', 'monto', 1],
  ])('?paso=%s → %s (step %i)', (value, step, number) => {
    expect(depositFlow.stepOf(value)).toBe(step);
    expect(depositFlow.stepNumber(depositFlow.stepOf(value))).toBe(number);
  });
});

describe('depositFlow.redirect: what each step needs from the draft', () => {
  it.each<[string, DepositStep, DepositDraft, DepositStep | null]>([
    ['the amount step always shows', 'monto', depositFlow.draft.empty, null],
    ['the amount step shows even after an order', 'monto', draft({ receipt }), null],
    ['paying needs an amount', 'pago', depositFlow.draft.empty, 'monto'],
    ['paying with an amount shows', 'pago', draft({ amount: '150.000' }), null],
    ['a summary of something that is no amount', 'resumen', draft({ amount: 'abc' }), 'monto'],
    [
      'a summary the server refused goes back to the field',
      'resumen',
      draft({ amount: '150.000', serverErrors: { amount: 'No' } }),
      'monto',
    ],
    ['the summary of an order placed leads to its confirmation', 'resumen', draft({ receipt }), 'listo'],
    ['so does the transfer step', 'pago', draft({ amount: '150.000', receipt }), 'listo'],
    ['the confirmation needs its receipt', 'listo', draft({ amount: '150.000' }), 'monto'],
    ['the confirmation with its receipt shows', 'listo', draft({ receipt }), null],
  ])('%s', (_name, step, given, expected) => {
    expect(depositFlow.redirect(step, given)).toBe(expected);
  });
});

describe('depositFormSchema', () => {
  const limits = { currency: 'CLP', minimum: 5_000, maximum: 50_000_000 } as const;
  const schema = depositFormSchema(limits, (issue) => issue);
  it.each<[string, string | null]>([
    ['', 'required'],
    ['abc', 'notAnAmount'],
    ['-5000', 'negative'],
    ['US$5000', 'otherCurrency'],
    ['1,000,000', 'thousandsComma'],
    ['4.999', 'minimum'],
    ['5.000', null],
    ['$1.500.000', null],
    ['1500,5', 'decimals'],
    ['60.000.000', 'maximum'],
  ])('"%s" → %s', (amount, issue) => {
    const result = schema.safeParse({ amount });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(issue);
  });
});

describe('depositInvestDay', () => {
  it.each<[string, string[], string]>([
    ['2026-11-23T16:00:00Z', [], '2026-11-23'],
    ['2026-11-23T18:00:00Z', [], '2026-11-24'],
    // A day the backend closes (an election) that the calendar cannot know.
    ['2026-11-23T18:00:00Z', ['2026-11-24'], '2026-11-25'],
  ])('%s (closed %j) → %s', (now, closedDays, expected) => {
    expect(depositInvestDay(new Date(now), { cutOff: '14:00', closedDays })).toBe(expected);
  });
});
