import {
  formatRut,
  type RegistrationRequest,
  type RegistrationSent,
  registrationContract,
  registrationIssues,
} from '@portal/platform';
import { HttpResponse, http } from 'msw';
import { defineMockState } from '../../control/store.ts';
import { clientRuts } from '../../fixtures/banking.ts';
import { accounts } from '../../fixtures/personas.ts';
import { handle } from '../../http/contracted.ts';

/** A sign-up waiting for (or past) its email link. The password is checked, never kept. */
interface Registration {
  firstname: string;
  surname: string;
  rut: string;
  email: string;
  token: string;
  sentAt: string;
  expiresAt: string;
  confirmedAt: string | null;
}

const registrations = defineMockState('registrations', () => ({}) as Record<string, Registration>, {
  persist: true,
});

/** How long an email link lasts. */
export const registrationLinkHours = 24;

const messages: Record<string, Record<string, string>> = {
  firstname: { required: 'Ingresa tu nombre.', name: 'Tu nombre va con letras, de 2 a 60.' },
  surname: { required: 'Ingresa tus apellidos.', name: 'Tus apellidos van con letras, de 2 a 60.' },
  rut: {
    required: 'Ingresa tu RUT.',
    rut: 'Ingresa un RUT válido, por ejemplo 12.345.678-5.',
    taken: 'Ya tienes una cuenta con este RUT: ingresa con ella.',
  },
  email: {
    required: 'Ingresa tu correo.',
    email: 'Ingresa un correo válido, por ejemplo nombre@correo.cl.',
    taken: 'Ese correo ya tiene una cuenta: ingresa con él.',
  },
  password: { required: 'Crea una contraseña.', password: 'Tu contraseña no cumple las reglas de abajo.' },
  termsAccepted: { required: 'Acepta los términos y condiciones para seguir.' },
};

const key = (email: string) => email.trim().toLowerCase();
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function send(registration: Omit<Registration, 'token' | 'sentAt' | 'expiresAt'>): RegistrationSent {
  const now = Date.now();
  const next: Registration = {
    ...registration,
    token: crypto.randomUUID(),
    sentAt: new Date(now).toISOString(),
    expiresAt: new Date(now + registrationLinkHours * 3_600_000).toISOString(),
  };
  registrations.set({ ...registrations.get(), [key(next.email)]: next });
  return { email: next.email, expiresAt: next.expiresAt };
}

const takenRuts = () => Object.values(clientRuts).map((rut) => formatRut(rut ?? ''));
const takenEmails = () =>
  Object.values(accounts)
    .map((account) => key(account.user.email ?? ''))
    .filter(Boolean);

/**
 * Opening an account (docs/RULES.md#registration): public calls (no token). The same rules as the form, plus what only
 * the server knows (a RUT or an email that already has an account). The "email" is kept in the mock's
 * outbox, which demo builds show (GET api/demo/outbox), since no mail leaves the demo.
 */
export const registrationHandlers = [
  handle(registrationContract.register, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Partial<
      Record<keyof RegistrationRequest, unknown>
    > | null;
    const registration: RegistrationRequest = {
      firstname: text(body?.firstname).trim(),
      surname: text(body?.surname).trim(),
      rut: text(body?.rut).trim(),
      email: text(body?.email).trim(),
      password: text(body?.password),
      termsAccepted: body?.termsAccepted === true,
    };
    const issues: Record<string, string> = { ...registrationIssues(registration) };
    if (!issues.rut && takenRuts().includes(formatRut(registration.rut))) issues.rut = 'taken';
    const earlier = registrations.get()[key(registration.email)];
    if (!issues.email && (takenEmails().includes(key(registration.email)) || earlier?.confirmedAt))
      issues.email = 'taken';
    const errors = Object.fromEntries(
      Object.entries(issues).map(([field, issue]) => [field, messages[field]?.[issue] ?? issue]),
    );
    if (Object.keys(errors).length > 0)
      return HttpResponse.json({ message: 'Revisa tus datos.', errors }, { status: 422 });
    return HttpResponse.json(
      send({
        firstname: registration.firstname,
        surname: registration.surname,
        rut: formatRut(registration.rut),
        email: registration.email,
        confirmedAt: null,
      }),
      { status: 201 },
    );
  }),
  handle(registrationContract.resend, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { email?: unknown } | null;
    const email = text(body?.email).trim();
    const earlier = registrations.get()[key(email)];
    // The same answer whether or not the email is ours: no one learns who has an account.
    const expiresAt = new Date(Date.now() + registrationLinkHours * 3_600_000).toISOString();
    if (!earlier || earlier.confirmedAt) return HttpResponse.json({ email, expiresAt }, { status: 202 });
    return HttpResponse.json(send(earlier), { status: 202 });
  }),
  handle(registrationContract.confirm, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { token?: unknown } | null;
    const token = text(body?.token);
    const found = Object.values(registrations.get()).find((registration) => registration.token === token);
    if (!token || !found) return HttpResponse.json({ error: 'Unknown link' }, { status: 404 });
    if (found.confirmedAt) return HttpResponse.json({ reason: 'used' }, { status: 410 });
    if (Date.parse(found.expiresAt) < Date.now())
      return HttpResponse.json({ reason: 'expired' }, { status: 410 });
    registrations.set({
      ...registrations.get(),
      [key(found.email)]: { ...found, confirmedAt: new Date().toISOString() },
    });
    return HttpResponse.json({ email: found.email, firstname: found.firstname });
  }),
  http.get('*/api/demo/outbox', ({ request }) => {
    const to = key(new URL(request.url).searchParams.get('to') ?? '');
    const found = registrations.get()[to];
    return HttpResponse.json({
      mails:
        found && !found.confirmedAt ? [{ to: found.email, sentAt: found.sentAt, token: found.token }] : [],
    });
  }),
];

/** Moves an email's link past its time (tests and stories of an expired link). */
export function expireRegistrationLink(email: string): void {
  const found = registrations.get()[key(email)];
  if (found)
    registrations.set({
      ...registrations.get(),
      [key(email)]: { ...found, expiresAt: new Date(0).toISOString() },
    });
}
