import {
  createHttpClient,
  createRpcClient,
  defaultRpcSettings,
  fetchJson,
  rpcConstants,
  userSchema,
} from '@portal/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMockStore } from '../control/store.ts';
import { type AccountId, clientCodes, type PersonaId, personaIds, personas } from '../fixtures/personas.ts';
import { server } from '../node.ts';
import { fakeAccessToken } from '../testing/tokens.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockStore();
});
afterAll(() => server.close());

const api = 'http://portal.test/';
function clientFor(persona: PersonaId | null, enterAs: AccountId | null = null) {
  const http = createHttpClient({
    getAccessToken: () => (persona ? fakeAccessToken(persona) : null),
    getEnterAsId: () => (enterAs ? clientCodes[enterAs] : null),
  });
  return { http, rpc: createRpcClient(defaultRpcSettings(api), http) };
}

describe('GET api/common/user', () => {
  it('answers the default persona without a token (Storybook), valid against the platform schema', async () => {
    const user = await fetchJson(`${api}api/common/user`, userSchema);
    expect(user.firstname).toBe('Camila');
  });

  it.each(personaIds)('answers persona %s from the bearer token subject', async (id) => {
    const { http } = clientFor(id);
    const user = await fetchJson(`${api}api/common/user`, userSchema, undefined, http);
    expect(user).toEqual(personas[id].user);
  });

  it('refuses a token whose subject is no persona', async () => {
    const response = await fetch(`${api}api/common/user`, {
      headers: { Authorization: `Bearer ${fakeAccessToken('mallory')}` },
    });
    expect(response.status).toBe(401);
  });
});

describe('RPC (contracts/rpc.ts)', () => {
  it('getCurrentUser follows the token, and the enter-as header only for administrators', async () => {
    await expect(clientFor('individual').rpc.call('user', 'getCurrentUser', {})).resolves.toMatchObject({
      id: clientCodes.individual,
    });
    await expect(clientFor('admin', 'company').rpc.call('user', 'getCurrentUser', {})).resolves.toMatchObject(
      {
        id: clientCodes.company,
      },
    );
    // Anyone else's enter-as id is refused, not quietly answered with their own data.
    await expect(
      clientFor('individual', 'company').rpc.call('user', 'getCurrentUser', {}),
    ).rejects.toMatchObject({
      status: 403,
    });
    // A representative acts for their company.
    await expect(
      clientFor('multiCompany', 'co-2').rpc.call('user', 'getCurrentUser', {}),
    ).resolves.toMatchObject({
      id: clientCodes['co-2'],
      userType: 'entity',
      manager: { id: clientCodes.multiCompany },
    });
  });

  it('answers the status with the pending amendment until it is answered', async () => {
    const { rpc } = clientFor('riskProfile');
    const before = await rpc.call('user', 'getUserStatus', {});
    expect(before.riskProfileAmendment?.answeredAt).toBeNull();
    const uuid = before.riskProfileAmendment?.uuid ?? '';
    await expect(
      rpc.call('user', 'answerRiskProfile', { uuid, userConfirmRiskProfile: true }),
    ).resolves.toEqual({ ok: true });
    const after = await rpc.call('user', 'getUserStatus', {});
    expect(after.riskProfileAmendment?.answeredAt).toEqual(expect.any(String));
  });

  it.each<[PersonaId, number]>([
    ['usInvitation', 1],
    ['individual', 1],
    ['multiCompany', 0],
  ])('active US-invitation codes of %s: %d', async (id, count) => {
    const codes = await clientFor(id).rpc.call('codes', 'getActiveCodes', {
      type: rpcConstants.usInvitationCodeType,
    });
    expect(codes).toHaveLength(count);
  });

  it('answers ENABLE-USDBOX as a BOOL string and the new sidebar items as a list', async () => {
    const { rpc } = clientFor('individual');
    await expect(rpc.call('config', 'getConfigParam', { key: 'ENABLE-USDBOX' })).resolves.toEqual({
      key: 'ENABLE-USDBOX',
      valueType: 'BOOL',
      value: 'true',
    });
    const items = await rpc.call('config', 'getPortalConfigParam', { key: rpcConstants.newSidebarItemsKey });
    expect(items.value.split(',')).toContain('discover');
  });

  it('answers the navigation definition with the business-profile menu', async () => {
    const items = await clientFor('company').rpc.call('navigation', 'getNavigationDefinition', {});
    expect(items.map((item) => [item.title, item.link])).toEqual([
      ['Inicio', '/dashboard'],
      ['Asesoría', '/advisor'],
      ['Descubrir', '/discover'],
    ]);
  });
});

describe('PATCH api/common/user', () => {
  it('merges the fields into the signed-in persona, never the id', async () => {
    const { http } = clientFor('onboarding');
    const response = await http(`${api}api/common/user`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: { id: 'hacker', preferedName: 'Valentina' } }),
    });
    expect(await response.json()).toMatchObject({
      id: clientCodes.onboarding,
      preferedName: 'Valentina',
      surname: 'Pérez Lagos',
    });
    const bad = await http(`${api}api/common/user`, { method: 'PATCH', body: '{}' });
    expect(bad.status).toBe(400);
  });
});
