import {
  codeChallengeSchema,
  codeProofSchema,
  fieldErrorsSchema,
  rescueOptionsSchema,
} from '@portal/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetMockStore } from '../../control/store.ts';
import { type PersonaId, personas } from '../../fixtures/personas.ts';
import { server } from '../../node.ts';
import { personaClient, provenHeader } from '../../testing/http.ts';
import { fakeAccessToken } from '../../testing/tokens.ts';
import { resetProductState } from '../frame/product.ts';
import { lastCodeSent } from './confirmationCodeStore.ts';
import { maskEmail } from './confirmationCodes.ts';

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

const at = (time: string) => vi.setSystemTime(new Date(`2026-11-27T${time}.000Z`));
/** The rescue the codes below confirm: $100.000 of Casa propia to Banco de Chile •••• 4521. */
const rescueOrder = { kind: 'partial', amount: 100_000, accountId: 'acc-ind-1' };
const sendRescueCode = async (
  as: PersonaId = 'individual',
  goalId: number = 101,
  order: unknown = goalId === 701 ? { kind: 'partial', amount: 100, accountId: 'acc-us-2' } : rescueOrder,
) => post('api/confirmation-codes', { operation: 'rescue', goalId, order }, as);
const verify = async (id: string, code: string | undefined) =>
  post(`api/confirmation-codes/${id}/verify`, { code });
const wrongCode = () => (lastCodeSent('individual', 'rescue') === '000000' ? '111111' : '000000');
const rescue = (headers: Record<string, string>, order: unknown = rescueOrder) =>
  post('api/goals/101/rescues', order, 'individual', {
    'Idempotency-Key': crypto.randomUUID(),
    ...headers,
  });

describe('confirmation codes (docs/RULES.md#confirmation-codes)', () => {
  it('a send: 6 digits by email (the inbox), good for 10 minutes, another in 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('13:00:00');
    const sent = await sendRescueCode();
    expect(sent.status).toBe(201);
    expect(codeChallengeSchema.parse(sent.body)).toMatchObject({
      operation: 'rescue',
      sentTo: 'c•••@example.cl',
      expiresAt: '2026-11-27T13:10:00.000Z',
      resendAt: '2026-11-27T13:00:30.000Z',
      triesLeft: 3,
    });
    const code = lastCodeSent('individual', 'rescue');
    expect(code).toMatch(/^\d{6}$/);
    const inbox = (await get('api/common/notifications')).body as {
      notification: { title: string; description: string };
    }[];
    expect(inbox[0]?.notification).toMatchObject({
      title: `Tu código de confirmación es ${code}`,
      description: expect.stringContaining(
        'confirmar un rescate de $100.000 de Casa propia a Banco de Chile •••• 4521. Vence a las 10:10.',
      ),
    });
  });

  it('a second send within 30 s is refused with when (429); after, the new code replaces the old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('13:00:00');
    const first = codeChallengeSchema.parse((await sendRescueCode()).body);
    const oldCode = lastCodeSent('individual', 'rescue');
    at('13:00:29');
    const early = await sendRescueCode();
    // The same order: the code already sent comes with the refusal (an answer lost on the way).
    expect(early).toEqual({
      status: 429,
      body: {
        message: 'Ya te enviamos un código. Podrás pedir otro en 1 segundo.',
        resendAt: '2026-11-27T13:00:30.000Z',
        challenge: { ...first, triesLeft: 3 },
      },
    });
    // Another order: no code of its own yet, so none comes.
    const other = await sendRescueCode('individual', 101, { ...rescueOrder, amount: 200_000 });
    expect(other).toEqual({
      status: 429,
      body: {
        message: 'Ya te enviamos un código. Podrás pedir otro en 1 segundo.',
        resendAt: '2026-11-27T13:00:30.000Z',
      },
    });
    at('13:00:30');
    const second = codeChallengeSchema.parse((await sendRescueCode()).body);
    expect(second.id).not.toBe(first.id);
    expect((await verify(first.id, oldCode)).status).toBe(410);
  });

  it('a right code gives a proof; the order spends it, and the same proof is refused after', async () => {
    const headers = await provenHeader(client, () => lastCodeSent('individual', 'rescue'), {
      operation: 'rescue',
      goalId: 101,
      order: rescueOrder,
    });
    expect((await rescue(headers)).status).toBe(201);
    const again = await rescue(headers);
    expect(again).toEqual({
      status: 403,
      body: {
        message: 'Confirma esta operación con el código que te enviamos por correo.',
        reason: 'confirmation-required',
      },
    });
  });

  it('the same right check sent again (its answer lost) gets the same proof while unspent; never another code', async () => {
    const sent = codeChallengeSchema.parse((await sendRescueCode()).body);
    const code = lastCodeSent('individual', 'rescue') ?? '';
    const first = codeProofSchema.parse((await verify(sent.id, code)).body);
    expect(codeProofSchema.parse((await verify(sent.id, code)).body)).toEqual(first);
    // Another code on the spent challenge is still refused.
    expect((await verify(sent.id, wrongCode())).status).toBe(410);
    // Spent by its order, the check again is refused too.
    expect((await rescue({ 'Confirmation-Proof': first.proof })).status).toBe(201);
    expect((await verify(sent.id, code)).status).toBe(410);
  });

  it.each<[string, unknown, string]>([
    ['another amount', { ...rescueOrder, amount: 100_001 }, 'another amount'],
    ['all of it instead of a part', { kind: 'total', accountId: 'acc-ind-1' }, 'a total'],
    ['another registered account', { ...rescueOrder, accountId: 'acc-ind-2' }, 'another account'],
    [
      'a new account',
      {
        kind: 'partial',
        amount: 100_000,
        newAccount: { bankCode: '016', type: 'corriente', number: '77889900', holderRut: '16543210k' },
      },
      'a new account',
    ],
  ])(
    'a code confirms only what it was sent for: %s is refused (403), nothing spent or moved',
    async (_name, order) => {
      const headers = await provenHeader(client, () => lastCodeSent('individual', 'rescue'), {
        operation: 'rescue',
        goalId: 101,
        order: rescueOrder,
      });
      expect(await rescue(headers, order)).toEqual({
        status: 403,
        body: {
          message:
            'El código que ingresaste era para otra operación (otro monto o cuenta). Pide uno nuevo para confirmar esta.',
          reason: 'confirmation-required',
        },
      });
      const options = rescueOptionsSchema.parse((await get('api/goals/101/rescue-options')).body);
      expect(options.available).toBe(
        personas.individual.user.goals?.find((goal) => goal.id === 101)?.currentCapital,
      );
      // The proof still confirms the rescue it was issued for.
      expect((await rescue(headers)).status).toBe(201);
    },
  );

  it('the email says what the code confirms: the amount, the goal and the account, a new one as new', async () => {
    await sendRescueCode('individual', 101, {
      kind: 'total',
      newAccount: { bankCode: '016', type: 'corriente', number: '77-889-900', holderRut: '16543210k' },
    });
    const inbox = (await get('api/common/notifications')).body as {
      notification: { description: string };
    }[];
    expect(inbox[0]?.notification.description).toMatch(
      /^Lo pediste para confirmar un rescate de \$[\d.]+ de Casa propia a una cuenta nueva de Banco BCI •••• 9900\./,
    );
  });

  it.each([
    ['no proof', {}],
    ['a made-up proof', { 'Confirmation-Proof': 'proof-made-up' }],
  ])('a rescue with %s is refused (403) and moves nothing', async (_name, headers) => {
    expect((await rescue(headers)).status).toBe(403);
    const options = rescueOptionsSchema.parse((await get('api/goals/101/rescue-options')).body);
    expect(options.available).toBe(
      personas.individual.user.goals?.find((goal) => goal.id === 101)?.currentCapital,
    );
  });

  it("a proof is good for its goal only, and another client's challenge is unknown", async () => {
    const headers = await provenHeader(client, () => lastCodeSent('individual', 'rescue'), {
      operation: 'rescue',
      goalId: 102,
      order: rescueOrder,
    });
    expect((await rescue(headers)).status).toBe(403);
    const others = codeChallengeSchema.parse((await sendRescueCode('usInvitation', 701)).body);
    expect((await verify(others.id, lastCodeSent('usInvitation', 'rescue'))).status).toBe(410);
  });

  it('wrong codes: the tries left on the field (422), the third locks rescues for 15 minutes (423)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('13:00:00');
    const { id } = codeChallengeSchema.parse((await sendRescueCode()).body);
    const tries = [await verify(id, wrongCode()), await verify(id, wrongCode())];
    expect(tries.map((each) => fieldErrorsSchema.parse(each.body).errors.code)).toEqual([
      'El código no es correcto. Te quedan 2 intentos.',
      'El código no es correcto. Te queda 1 intento.',
    ]);
    const third = await verify(id, wrongCode());
    expect(third).toEqual({
      status: 423,
      body: {
        message:
          'Ingresaste mal el código 3 veces. Por tu seguridad, los rescates quedan bloqueados hasta las 10:15.',
        lockedUntil: '2026-11-27T13:15:00.000Z',
      },
    });
    at('13:14:59');
    expect((await sendRescueCode()).status).toBe(423);
    at('13:15:00');
    expect((await sendRescueCode()).status).toBe(201);
  });

  it('a resend does not buy tries: two wrong, a new code, one more wrong locks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('13:00:00');
    const first = codeChallengeSchema.parse((await sendRescueCode()).body);
    await verify(first.id, wrongCode());
    await verify(first.id, wrongCode());
    at('13:01:00');
    const second = codeChallengeSchema.parse((await sendRescueCode()).body);
    expect(second.triesLeft).toBe(1);
    expect((await verify(second.id, wrongCode())).status).toBe(423);
  });

  it('a code 10 minutes old has expired (410)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('13:00:00');
    const { id } = codeChallengeSchema.parse((await sendRescueCode()).body);
    at('13:10:00');
    expect(await verify(id, lastCodeSent('individual', 'rescue'))).toEqual({
      status: 410,
      body: { message: 'El código venció: dura 10 minutos. Pide uno nuevo.' },
    });
  });

  it.each([
    ['nothing', undefined],
    ['five digits', '12345'],
  ])('a typed code of %s is refused on the field (422), no try spent', async (_name, code) => {
    const { id } = codeChallengeSchema.parse((await sendRescueCode()).body);
    const answer = await verify(id, code);
    expect(fieldErrorsSchema.parse(answer.body).errors).toEqual({
      code: 'Ingresa los 6 dígitos del código.',
    });
    expect(
      codeProofSchema.parse((await verify(id, lastCodeSent('individual', 'rescue'))).body).proof,
    ).toBeTruthy();
  });

  it.each([
    ['an operation it does not know', { operation: 'transfer', goalId: 101, order: rescueOrder }, 400],
    ["another client's goal", { operation: 'rescue', goalId: 201, order: rescueOrder }, 404],
    ['no order', { operation: 'rescue', goalId: 101 }, 422],
    [
      'an order the server would refuse',
      { operation: 'rescue', goalId: 101, order: { kind: 'partial', amount: 1 } },
      422,
    ],
  ])('a send for %s is refused', async (_name, body, status) => {
    expect((await post('api/confirmation-codes', body)).status).toBe(status);
  });

  it("Benjamín's account added today says why its rescue needs the code", async () => {
    const options = rescueOptionsSchema.parse(
      (await get('api/goals/701/rescue-options', 'usInvitation')).body,
    );
    const today = options.accounts.find((account) => account.id === 'acc-us-2');
    expect(Date.now() - Date.parse(today?.addedAt ?? '')).toBeLessThan(24 * 3_600_000);
    const answer = await post(
      'api/goals/701/rescues',
      { kind: 'partial', amount: 100, accountId: 'acc-us-2' },
      'usInvitation',
      { 'Idempotency-Key': 'b1' },
    );
    expect(answer.status).toBe(403);
    expect((answer.body as { message: string }).message).toBe(
      'Esta cuenta se agregó hace menos de 24 horas: solo puede recibir un rescate confirmado con el código que te enviamos por correo.',
    );
  });

  it.each([
    ['camila.rojas@example.cl', 'c•••@example.cl'],
    ['finanzas@inversionesandes.cl', 'f•••@inversionesandes.cl'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
