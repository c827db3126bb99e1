import { describe, expect, it } from 'vitest';
import { accounts, companyAccountIds, type PersonaId, personas } from '../fixtures/personas.ts';
import { fakeAccessToken } from '../testing/tokens.ts';
import { accountOf, identityOf, mayActAs } from './session.ts';

describe('whom a signed-in persona may act for (SPEC §6, BPEnterAsId)', () => {
  it.each<[string, PersonaId, string, string | null]>([
    ['an administrator, a client', 'admin', 'individual', 'individual'],
    ['an administrator, a company account', 'admin', 'co-3', 'co-3'],
    ['an administrator, not another administrator', 'admin', 'admin', null],
    ['a representative, their company', 'multiCompany', 'co-1', 'co-1'],
    ['a representative, each of their companies', 'multiCompany', 'co-3', 'co-3'],
    ['a representative, not another client', 'multiCompany', 'individual', null],
    ['a client without companies, nobody', 'individual', 'co-1', null],
    ['a client, not a client of the same name', 'company', 'individual', null],
    ['anyone, not an unknown id', 'admin', 'mallory', null],
  ])('%s', (_name, signedIn, enterAs, expected) => {
    expect(mayActAs(signedIn, enterAs)).toBe(expected);
  });

  it("the representative's companies are exactly the accounts the mock answers for, managed by her", () => {
    const companies = personas.multiCompany.user.companies ?? [];
    expect(companies.map((company) => company.id)).toEqual([...companyAccountIds]);
    for (const company of companies) {
      const { user } = accounts[company.id as (typeof companyAccountIds)[number]];
      expect(`${user.firstname} ${user.surname}`).toBe(company.name);
      expect(user.userType).toBe('entity');
      expect(user.manager?.id).toBe('multiCompany');
    }
  });
});

describe('identityOf and accountOf', () => {
  const request = (sub: string | null, enterAs?: string) =>
    new Request('http://portal.test/api/common/user', {
      headers: {
        ...(sub ? { Authorization: `Bearer ${fakeAccessToken(sub)}` } : {}),
        ...(enterAs ? { BPEnterAsId: enterAs } : {}),
      },
    });

  it.each<[string, Request, ReturnType<typeof identityOf>]>([
    [
      'no token: the default persona (Storybook)',
      request(null),
      { signedIn: 'individual', actingAs: 'individual' },
    ],
    ['a persona', request('company'), { signedIn: 'company', actingAs: 'company' }],
    ['an entered client', request('admin', 'riskProfile'), { signedIn: 'admin', actingAs: 'riskProfile' }],
    ['a company', request('multiCompany', 'co-2'), { signedIn: 'multiCompany', actingAs: 'co-2' }],
    ['an unknown subject', request('mallory'), 'invalid-token'],
    ['an enter-as id not allowed', request('individual', 'company'), 'forbidden'],
  ])('%s', (_name, input, expected) => {
    expect(identityOf(input)).toEqual(expected);
  });

  it.each<[string, Request, number]>([
    ['401 for an unknown subject', request('mallory'), 401],
    ['403 for an enter-as id not allowed', request('individual', 'co-1'), 403],
  ])('answers %s', async (_name, input, status) => {
    const result = accountOf(input);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(status);
  });
});
