import { describe, expect, it } from 'vitest';
import {
  type AccountId,
  accounts,
  clientCodes,
  companyAccountIds,
  type PersonaId,
  personas,
} from '../fixtures/personas.ts';
import { fakeAccessToken } from '../testing/tokens.ts';
import { accountOf, identityOf, mayActAs } from './session.ts';

describe('whom a signed-in persona may act for (docs/RULES.md#acting-as-another-account, BPEnterAsId)', () => {
  // The header carries the client code (User.id); the answer is the mock's account key.
  it.each<[string, PersonaId, string, AccountId | null]>([
    ['an administrator, a client', 'admin', clientCodes.individual, 'individual'],
    ['an administrator, a company account', 'admin', clientCodes['co-3'], 'co-3'],
    ['an administrator, not another administrator', 'admin', clientCodes.admin, null],
    ['a representative, their company', 'multiCompany', clientCodes['co-1'], 'co-1'],
    ['a representative, each of their companies', 'multiCompany', clientCodes['co-3'], 'co-3'],
    ['a representative, not another client', 'multiCompany', clientCodes.individual, null],
    ['a client without companies, nobody', 'individual', clientCodes['co-1'], null],
    ['a client, not a client of the same name', 'company', clientCodes.individual, null],
    ['anyone, not an unknown id', 'admin', 'mallory', null],
    ["anyone, not the mock's own key in place of a client code", 'admin', 'individual', null],
  ])('%s', (_name, signedIn, enterAs, expected) => {
    expect(mayActAs(signedIn, enterAs)).toBe(expected);
  });

  it("the representative's companies are exactly the accounts the mock answers for, managed by her", () => {
    const companies = personas.multiCompany.user.companies ?? [];
    expect(companies.map((company) => company.id)).toEqual(companyAccountIds.map((id) => clientCodes[id]));
    for (const [index, company] of companies.entries()) {
      const { user } = accounts[companyAccountIds[index] ?? 'co-1'];
      expect(user.id).toBe(company.id);
      expect(`${user.firstname} ${user.surname}`).toBe(company.name);
      expect(user.userType).toBe('entity');
      expect(user.manager?.id).toBe(clientCodes.multiCompany);
    }
  });

  it('every account has its own client code, and it is what the backend calls its id', () => {
    const codes = Object.values(clientCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [account, code] of Object.entries(clientCodes)) {
      expect(accounts[account as AccountId].user.id).toBe(code);
      expect(code).toMatch(/^\d{7}$/);
    }
  });
});

describe('identityOf and accountOf', () => {
  const request = (sub: string | null, enterAs?: AccountId) =>
    new Request('http://portal.test/api/common/user', {
      headers: {
        ...(sub ? { Authorization: `Bearer ${fakeAccessToken(sub)}` } : {}),
        ...(enterAs ? { BPEnterAsId: clientCodes[enterAs] } : {}),
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
