import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountId, clientCodes, type PersonaId } from '../fixtures/personas.ts';
import { server } from '../node.ts';
import { fakeAccessToken } from '../testing/tokens.ts';

const api = 'http://portal.test/';
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function search(as: PersonaId, query: string, enterAs?: AccountId) {
  const response = await fetch(`${api}rpc/user/searchClients`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${fakeAccessToken(as)}`,
      'Content-Type': 'application/json',
      ...(enterAs ? { BPEnterAsId: clientCodes[enterAs] } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    ids: response.ok ? ((await response.json()) as { id: string }[]).map((c) => c.id) : [],
  };
}

describe('user.searchClients (docs/RULES.md#administrator-search: an administrator finds a client)', () => {
  it.each<[string, string, AccountId[]]>([
    ['by name, any case', 'camila', ['individual']],
    ['by surname with accents', 'Muñoz', []],
    ['by email', 'finanzas@inversionesandes', ['company']],
    ['by client code', clientCodes.usInvitation, ['usInvitation']],
    ['not by the mock’s own key', 'usInvitation', []],
    [
      'several, admins left out',
      '@example.cl',
      ['individual', 'multiCompany', 'riskProfile', 'onboarding', 'usInvitation', 'apvA', 'apvB'],
    ],
    ['too short', 'a', []],
    ['nobody', 'zzz', []],
  ])('%s', async (_name, query, ids) => {
    expect(await search('admin', query)).toEqual({ status: 200, ids: ids.map((id) => clientCodes[id]) });
  });

  it('still answers the administrator while acting as a client', async () => {
    expect((await search('admin', 'camila', 'company')).ids).toEqual([clientCodes.individual]);
  });

  it('refuses anyone who is not an administrator', async () => {
    expect((await search('individual', 'camila')).status).toBe(403);
  });
});
