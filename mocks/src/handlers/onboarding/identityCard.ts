import { cleanCardSerial, formatRut, isValidRut, onboardingContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { clientRuts } from '../../fixtures/banking.ts';
import { handle } from '../../http/contracted.ts';
import { advanceOnboarding } from '../flowState.ts';
import { accountOf } from '../session.ts';

/** Cards whose number the civil registry reports blocked (lost or stolen): the demo's one. */
const blockedSerials = ['100000000'];

/** The identity card check: the client's own RUT and a document number in force. */
export const identityHandlers = [
  handle(onboardingContract.validateCard, async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const body = (await request.json().catch(() => null)) as { rut?: unknown; serial?: unknown } | null;
    const rut = typeof body?.rut === 'string' ? body.rut : '';
    const serial = cleanCardSerial(typeof body?.serial === 'string' ? body.serial : '');
    const own = clientRuts[account.id];
    const errors: Record<string, string> = {};
    if (!isValidRut(rut)) errors.rut = 'Ingresa un RUT válido.';
    else if (formatRut(rut) !== formatRut(own)) errors.rut = 'Ese RUT no es el de tu cuenta.';
    if (!serial) errors.serial = 'El número de documento tiene 9 dígitos (o una letra y 9 dígitos).';
    else if (blockedSerials.includes(serial))
      errors.serial = 'Esta cédula figura bloqueada en el Registro Civil. Usa tu cédula vigente.';
    if (Object.keys(errors).length > 0)
      return HttpResponse.json({ message: 'Revisa tu cédula.', errors }, { status: 422 });
    advanceOnboarding(account.id, account.status.onboardingStep, 'FIRST', 'SECOND');
    return HttpResponse.json({ validatedAt: new Date().toISOString() }, { status: 201 });
  }),
];
