import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonaId } from '../fixtures/personas.ts';
import { server } from '../node.ts';
import { fakeAccessToken } from '../testing/tokens.ts';

const api = 'http://portal.test/';
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function search(as: PersonaId, query: string, enterAs?: PersonaId) {
  const response = await fetch(`${api}rpc/user/searchClients`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${fakeAccessToken(as)}`,
      'Content-Type': 'application/json',
      ...(enterAs ? { BPEnterAsId: enterAs } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    ids: response.ok ? ((await response.json()) as { id: string }[]).map((c) => c.id) : [],
  };
}

describe('user.searchClients (issue 11 §6: an administrator finds a client)', () => {
  it.each<[string, string, string[]]>([
    ['by name, any case', 'camila', ['individual']],
    ['by surname with accents', 'Muñoz', []],
    ['by email', 'finanzas@inversionesandes', ['company']],
    ['by id', 'usInvitation', ['usInvitation']],
    [
      'several, admins left out',
      '@example.cl',
      ['individual', 'multiCompany', 'riskProfile', 'onboarding', 'usInvitation'],
    ],
    ['too short', 'a', []],
    ['nobody', 'zzz', []],
  ])('%s', async (_name, query, ids) => {
    expect(await search('admin', query)).toEqual({ status: 200, ids });
  });

  it('still answers the administrator while acting as a client', async () => {
    expect((await search('admin', 'camila', 'company')).ids).toEqual(['individual']);
  });

  it('refuses anyone who is not an administrator', async () => {
    expect((await search('individual', 'camila')).status).toBe(403);
  });
});
