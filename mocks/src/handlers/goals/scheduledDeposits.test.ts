import { fieldErrorsSchema, scheduledDepositSchema, scheduledDepositsSchema } from '@portal/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetMockStore } from '../../control/store.ts';
import type { PersonaId } from '../../fixtures/personas.ts';
import { server } from '../../node.ts';
import { personaClient, provenHeader } from '../../testing/http.ts';
import { fakeAccessToken } from '../../testing/tokens.ts';
import { resetProductState } from '../frame/product.ts';
import { lastCodeSent } from './confirmationCodeStore.ts';

const api = 'http://portal.test/';
const client = personaClient(api, fakeAccessToken);
const { get, post } = client;
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  resetMockStore();
  resetProductState();
});
afterAll(() => server.close());

const call = async (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  as: PersonaId = 'individual',
) => {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${fakeAccessToken(as)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: response.status === 204 ? null : ((await response.json()) as unknown),
  };
};
const proven = async (goalId: number, order: unknown, as: PersonaId = 'individual') => ({
  'Idempotency-Key': crypto.randomUUID(),
  ...(await provenHeader(client, () => lastCodeSent(as, 'scheduled-deposit'), {
    operation: 'scheduled-deposit',
    goalId,
    order,
    as,
  })),
});
const list = async () => scheduledDepositsSchema.parse((await get('api/scheduled-deposits')).body);
const inbox = async () =>
  (
    (await get('api/common/notifications')).body as { notification: { title: string; description: string } }[]
  ).map((item) => item.notification);
const at = (day: string) => vi.setSystemTime(new Date(`${day}T13:00:00.000Z`));

describe('scheduled deposits (docs/RULES.md#scheduled-deposits)', () => {
  it("Camila's Casa propia: $150.000 on the 5th, charged the next business day when the 5th is closed", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-27');
    expect(await list()).toEqual([
      expect.objectContaining({
        goalId: 101,
        amount: 150_000,
        frequency: 'monthly',
        day: 5,
        status: 'active',
        // 5 December 2026 is a Saturday.
        nextDueOn: '2026-12-05',
        nextChargeOn: '2026-12-07',
        account: expect.objectContaining({ bankName: 'Banco de Chile', maskedNumber: '•••• 4521' }),
      }),
    ]);
  });

  it('a new one needs a confirmation code; with it, it is kept and told in the inbox', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-27');
    const terms = { amount: 60_000, frequency: 'biweekly', day: 10, accountId: 'acc-ind-2' };
    const unproven = await call('PUT', 'api/goals/103/scheduled-deposit', terms, { 'Idempotency-Key': 'k0' });
    expect(unproven.status).toBe(403);
    const answer = await call('PUT', 'api/goals/103/scheduled-deposit', terms, await proven(103, terms));
    expect(answer.status).toBe(201);
    expect(scheduledDepositSchema.parse(answer.body)).toMatchObject({
      goalId: 103,
      anchorOn: '2026-12-10',
      nextDueOn: '2026-12-10',
      nextChargeOn: '2026-12-10',
      account: { bankName: 'BancoEstado' },
    });
    expect((await list()).map((each) => each.goalId)).toEqual([101, 103]);
    expect((await inbox())[0]).toEqual(
      expect.objectContaining({
        title: 'Programaste un aporte automático',
        description:
          '$60.000 a Viaje a Japón, cada dos semanas desde el día 10, desde BancoEstado •••• 3210. Próximo cargo: 10 de diciembre de 2026.',
      }),
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['another amount', { amount: 70_000 }],
    ['every month instead of every two weeks', { frequency: 'monthly' }],
    ['another day', { day: 11 }],
    ['another account', { accountId: 'acc-ind-1' }],
  ])('a code for one schedule does not confirm %s (403), and says what it was for', async (_name, change) => {
    const terms = { amount: 60_000, frequency: 'biweekly', day: 10, accountId: 'acc-ind-2' };
    const headers = await proven(103, terms);
    expect((await inbox())[0]?.description).toMatch(
      /^Lo pediste para confirmar un aporte automático de \$60\.000 cada dos semanas desde el día 10 a Viaje a Japón desde BancoEstado •••• 3210\./,
    );
    const other = await call('PUT', 'api/goals/103/scheduled-deposit', { ...terms, ...change }, headers);
    expect(other.status).toBe(403);
    expect((await list()).map((each) => each.goalId)).toEqual([101]);
  });

  it('a change keeps its anchor when the day stays, and is told as a change', async () => {
    const change = { amount: 200_000, frequency: 'monthly', day: 5, accountId: 'acc-ind-1' };
    const answer = await call('PUT', 'api/goals/101/scheduled-deposit', change, await proven(101, change));
    expect(scheduledDepositSchema.parse(answer.body)).toMatchObject({
      amount: 200_000,
      anchorOn: '2025-03-05',
    });
    expect((await inbox())[0]?.title).toBe('Cambiaste tu aporte automático');
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'a day outside 1–28 and an amount under the minimum',
      { amount: 5_000, frequency: 'monthly', day: 31, accountId: 'acc-ind-1' },
      { amount: 'El mínimo es $10.000.', day: 'Elige un día entre el 1 y el 28.' },
    ],
    [
      'an amount over the maximum, no frequency',
      { amount: 5_000_001, day: 5, accountId: 'acc-ind-1' },
      { amount: 'El máximo por aporte es $5.000.000.', frequency: 'Elige cada cuánto quieres aportar.' },
    ],
    [
      'a mandate account of another holder',
      {
        amount: 50_000,
        frequency: 'monthly',
        day: 5,
        newAccount: { bankCode: '012', type: 'vista', number: '12345678', holderRut: '15.987.654-3' },
      },
      { holderRut: 'El mandato debe ser de una cuenta a tu nombre (RUT 16.543.210-K).' },
    ],
    [
      'no account',
      { amount: 50_000, frequency: 'monthly', day: 5 },
      { accountId: 'Elige la cuenta de la que se cargará tu aporte.' },
    ],
  ])('refuses %s, field by field (422), without spending a code', async (_name, body, errors) => {
    const answer = await call('PUT', 'api/goals/103/scheduled-deposit', body, { 'Idempotency-Key': 'k1' });
    expect(answer.status).toBe(422);
    expect(fieldErrorsSchema.parse(answer.body).errors).toEqual(errors);
  });

  it('refuses a goal in dollars', async () => {
    const answer = await call(
      'PUT',
      'api/goals/701/scheduled-deposit',
      { amount: 50_000, frequency: 'monthly', day: 5, accountId: 'acc-us-1' },
      { 'Idempotency-Key': 'k2' },
      'usInvitation',
    );
    expect(fieldErrorsSchema.parse(answer.body).errors).toEqual({
      amount: 'Los aportes automáticos son en pesos: esta meta es en dólares.',
    });
  });

  it('a company mandates from an account in the company’s name', async () => {
    const { body } = await get('api/bank-accounts', 'company');
    expect(body).toMatchObject({ holderRut: '76.543.210-3', accounts: [{ bankName: 'Banco Santander' }] });
  });

  it('a change of a paused one keeps it paused', async () => {
    await post('api/goals/101/scheduled-deposit/pause', {});
    const change = { amount: 200_000, frequency: 'monthly', day: 5, accountId: 'acc-ind-1' };
    const answer = await call('PUT', 'api/goals/101/scheduled-deposit', change, await proven(101, change));
    expect(scheduledDepositSchema.parse(answer.body)).toMatchObject({ status: 'paused', nextChargeOn: null });
    expect((await inbox())[0]?.description).toMatch(/Sigue pausado hasta que lo reanudes\.$/);
  });

  it('pause, resume and cancel: no code, each told', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-27');
    const paused = await post('api/goals/101/scheduled-deposit/pause', {});
    expect(scheduledDepositSchema.parse(paused.body)).toMatchObject({
      status: 'paused',
      nextDueOn: null,
      nextChargeOn: null,
    });
    expect((await inbox())[0]?.title).toBe('Pausaste tu aporte automático');
    const resumed = await post('api/goals/101/scheduled-deposit/resume', {});
    expect(scheduledDepositSchema.parse(resumed.body)).toMatchObject({
      status: 'active',
      nextChargeOn: '2026-12-07',
    });
    expect((await inbox())[0]?.description).toBe(
      'El próximo cargo a Casa propia es el 7 de diciembre de 2026.',
    );
    expect((await call('DELETE', 'api/goals/101/scheduled-deposit')).status).toBe(204);
    expect(await list()).toEqual([]);
    expect((await inbox())[0]?.title).toBe('Cancelaste tu aporte automático');
    expect((await post('api/goals/101/scheduled-deposit/pause', {})).status).toBe(404);
  });
});
