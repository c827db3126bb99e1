import { describe, expect, it } from 'vitest';
import { accountChoiceSchema } from './bankAccountChoice.ts';

describe('accountChoiceSchema (docs/RULES.md#rescue)', () => {
  const schema = accountChoiceSchema('16.543.210-K', (issue) => issue);
  const fresh = {
    accountId: 'new',
    bankCode: '016',
    type: 'corriente',
    number: '77-889-900',
    holderRut: '16543210k',
  };
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['nothing chosen', { ...fresh, accountId: '' }, { accountId: 'accountId' }],
    [
      'a registered account (the rest is not asked)',
      { accountId: 'acc-ind-1', bankCode: '', type: '', number: '', holderRut: '' },
      {},
    ],
    ['a new account in their name', fresh, {}],
    [
      'a new account without bank or type',
      { ...fresh, bankCode: '', type: 'plazo' },
      { bankCode: 'bankCode', type: 'type' },
    ],
    ['a number too short', { ...fresh, number: '123' }, { number: 'number' }],
    ['a RUT that is no RUT', { ...fresh, holderRut: '16.543.210-1' }, { holderRut: 'holderRut' }],
    ["someone else's RUT", { ...fresh, holderRut: '15.987.654-3' }, { holderRut: 'holderRutOther' }],
  ])('%s', (_name, values, expected) => {
    const result = schema.safeParse(values);
    const issues = result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(issues).toEqual(expected);
  });
});
