import type { RescueReceipt } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import {
  type RescueDraft,
  type RescueStep,
  rescueAmountSchema,
  rescueFlow,
  rescuePayDay,
  rescueRequestOf,
} from './rescueRules.ts';

const receipt: RescueReceipt = {
  id: 'res-101-1',
  goalId: 101,
  kind: 'partial',
  amount: 500_000,
  currency: 'CLP',
  status: 'pending',
  createdAt: '2026-11-23T13:00:00.000Z',
  payOn: '2026-11-26',
  account: {
    id: 'acc-ind-1',
    bankCode: '001',
    bankName: 'Banco de Chile',
    type: 'corriente',
    maskedNumber: '•••• 4521',
  },
};
const draft = (extra: Partial<RescueDraft>): RescueDraft => ({ ...rescueFlow.draft.empty, ...extra });
const partOf = draft({ kind: 'partial', amount: '500.000' });
const ready = draft({ kind: 'partial', amount: '500.000', accountId: 'acc-ind-1' });

describe("the rescue's steps in the URL", () => {
  it.each<[string | null, RescueStep]>([
    [null, 'monto'],
    ['cuenta', 'cuenta'],
    ['resumen', 'resumen'],
    ['listo', 'listo'],
    ['pago', 'monto'],
  ])('%s → %s', (value, step) => {
    expect(rescueFlow.stepOf(value)).toBe(step);
  });
});

describe('rescueFlow.redirect: each step needs the earlier ones', () => {
  it.each<[string, RescueStep, RescueDraft, RescueStep | null]>([
    ['the amount step always shows', 'monto', rescueFlow.draft.empty, null],
    ['the account needs the amount chosen', 'cuenta', rescueFlow.draft.empty, 'monto'],
    ['a partial rescue needs an amount', 'cuenta', draft({ kind: 'partial', amount: '' }), 'monto'],
    ['a total rescue needs none', 'cuenta', draft({ kind: 'total' }), null],
    ['the account with an amount shows', 'cuenta', partOf, null],
    ['the summary needs an account', 'resumen', partOf, 'cuenta'],
    ['the summary with both shows', 'resumen', ready, null],
    [
      'a server error on the amount goes back to it',
      'resumen',
      { ...ready, serverErrors: { amount: 'No' } },
      'monto',
    ],
    [
      'a server error on the account goes back to it',
      'resumen',
      { ...ready, serverErrors: { holderRut: 'No' } },
      'cuenta',
    ],
    ['an order placed leads to its confirmation', 'resumen', { ...ready, receipt }, 'listo'],
    ['the confirmation needs its receipt', 'listo', ready, 'monto'],
    ['the confirmation with its receipt shows', 'listo', draft({ receipt }), null],
  ])('%s', (_name, step, given, expected) => {
    expect(rescueFlow.redirect(step, given)).toBe(expected);
  });

  it.each<[Record<string, string>, RescueStep]>([
    [{ kind: 'x' }, 'monto'],
    [{ number: 'x', amount: 'y' }, 'monto'],
    [{ bankCode: 'x' }, 'cuenta'],
    [{ other: 'x' }, 'resumen'],
  ])('server errors %j belong to %s', (errors, step) => {
    expect(rescueFlow.stepOfErrors(errors)).toBe(step);
  });
});

describe('rescueAmountSchema', () => {
  const schema = rescueAmountSchema(
    { currency: 'CLP', minimum: 5_000, available: 1_000_000 },
    (issue) => issue,
  );
  it.each<[string, string, Record<string, string>]>([
    ['', '', { kind: 'kind' }],
    ['total', '', {}],
    ['total', 'abc', {}],
    ['partial', '', { amount: 'required' }],
    ['partial', '4.999', { amount: 'minimum' }],
    ['partial', '1.000.000', {}],
    ['partial', '1.000.001', { amount: 'available' }],
    ['partial', '5000,5', { amount: 'decimals' }],
  ])('%s "%s" → %j', (kind, amount, expected) => {
    const result = schema.safeParse({ kind, amount });
    const issues = result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(issues).toEqual(expected);
  });
});

describe('rescueRequestOf', () => {
  it.each<[string, RescueDraft, unknown]>([
    ['part to a registered account', ready, { kind: 'partial', amount: 500_000, accountId: 'acc-ind-1' }],
    [
      'all of it: no amount sent',
      { ...ready, kind: 'total', amount: '' },
      { kind: 'total', accountId: 'acc-ind-1' },
    ],
    [
      'to a new account',
      {
        ...partOf,
        accountId: 'new',
        newAccount: { bankCode: '016', type: 'vista', number: '123456', holderRut: '16543210k' },
      },
      {
        kind: 'partial',
        amount: 500_000,
        newAccount: { bankCode: '016', type: 'vista', number: '123456', holderRut: '16543210k' },
      },
    ],
  ])('%s', (_name, given, expected) => {
    expect(rescueRequestOf(given)).toEqual(expected);
  });
});

describe('rescuePayDay', () => {
  const days = (paymentBusinessDays: number) => ({ cutOff: '14:00', closedDays: [], paymentBusinessDays });
  it.each<[string, number, string]>([
    ['2026-11-23T13:00:00Z', 3, '2026-11-26'], // Monday morning: Thursday
    ['2026-11-23T18:00:00Z', 3, '2026-11-27'], // Monday after the cut-off: Friday
    ['2026-11-27T18:00:00Z', 1, '2026-12-01'], // Friday afternoon: from Monday, paid Tuesday
    ['2026-11-23T13:00:00Z', 0, '2026-11-23'], // Caja Moneda: the same day
    ['2026-12-23T13:00:00Z', 3, '2026-12-29'], // over Christmas
  ])('%s + %i business days → %s', (now, count, expected) => {
    expect(rescuePayDay(new Date(now), days(count))).toBe(expected);
  });
});
