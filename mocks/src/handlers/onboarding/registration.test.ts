import { fieldErrorsSchema, registrationConfirmedSchema, registrationSentSchema } from '@portal/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMockStore } from '../../control/store.ts';
import { server } from '../../node.ts';
import { expireRegistrationLink } from './registration.ts';

const api = 'http://portal.test/';
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => resetMockStore());

/** Public calls: no token. */
async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const tokenOf = async (email: string) => {
  const { body } = await call('GET', `api/demo/outbox?to=${encodeURIComponent(email)}`);
  return (body as { mails: { token: string }[] }).mails[0]?.token;
};

const tomas = {
  firstname: 'Tomás',
  surname: 'Vergara Lillo',
  rut: '198765430',
  email: 'Tomas.Vergara@example.cl',
  password: 'Cordillera2026',
  termsAccepted: true,
};

describe('opening an account (api/registrations, public)', () => {
  it('sends a link that confirms once, for 24 hours', async () => {
    const sent = await call('POST', 'api/registrations', tomas);
    expect(sent.status).toBe(201);
    const { expiresAt } = registrationSentSchema.parse(sent.body);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const token = await tokenOf('tomas.vergara@example.cl');
    expect(token).toEqual(expect.any(String));
    const confirmed = await call('POST', 'api/registrations/confirmation', { token });
    expect(confirmed.status).toBe(200);
    expect(registrationConfirmedSchema.parse(confirmed.body)).toEqual({
      email: 'Tomas.Vergara@example.cl',
      firstname: 'Tomás',
    });
    expect(await call('POST', 'api/registrations/confirmation', { token })).toEqual({
      status: 410,
      body: { reason: 'used' },
    });
    // Confirmed: the email has an account now.
    const again = await call('POST', 'api/registrations', tomas);
    expect(fieldErrorsSchema.parse(again.body).errors).toEqual({
      email: 'Ese correo ya tiene una cuenta: ingresa con él.',
    });
  });

  it('an expired link is said so; a resend gives a new one, and the old one is no longer ours', async () => {
    await call('POST', 'api/registrations', tomas);
    const first = await tokenOf(tomas.email);
    expireRegistrationLink(tomas.email);
    expect(await call('POST', 'api/registrations/confirmation', { token: first })).toEqual({
      status: 410,
      body: { reason: 'expired' },
    });
    expect((await call('POST', 'api/registrations/resend', { email: tomas.email })).status).toBe(202);
    const second = await tokenOf(tomas.email);
    expect(second).not.toBe(first);
    expect((await call('POST', 'api/registrations/confirmation', { token: first })).status).toBe(404);
    expect((await call('POST', 'api/registrations/confirmation', { token: second })).status).toBe(200);
  });

  it('a resend answers the same for an email that is not ours', async () => {
    const answer = await call('POST', 'api/registrations/resend', { email: 'nadie@example.cl' });
    expect(answer.status).toBe(202);
    expect(registrationSentSchema.parse(answer.body).email).toBe('nadie@example.cl');
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'a RUT that already has an account',
      { ...tomas, rut: '16.543.210-K' },
      { rut: 'Ya tienes una cuenta con este RUT: ingresa con ella.' },
    ],
    [
      'an email that already has an account',
      { ...tomas, email: 'camila.rojas@example.cl' },
      { email: 'Ese correo ya tiene una cuenta: ingresa con él.' },
    ],
    [
      'a password with his name',
      { ...tomas, password: 'TomasClave2026' },
      { password: 'Tu contraseña no cumple las reglas de abajo.' },
    ],
    [
      'terms not accepted',
      { ...tomas, termsAccepted: false },
      { termsAccepted: 'Acepta los términos y condiciones para seguir.' },
    ],
  ])('refuses %s on its field (422), and sends nothing', async (_name, body, errors) => {
    const refused = await call('POST', 'api/registrations', body);
    expect(refused.status).toBe(422);
    expect(fieldErrorsSchema.parse(refused.body).errors).toEqual(errors);
    expect(await tokenOf(String(body.email))).toBeUndefined();
  });

  it('a link that is not ours is a 404', async () => {
    expect((await call('POST', 'api/registrations/confirmation', { token: 'inventado' })).status).toBe(404);
  });
});
