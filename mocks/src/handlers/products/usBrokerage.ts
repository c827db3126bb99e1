import {
  formatRut,
  type UsBrokerageAccount,
  type UsBrokerageRequest,
  usBrokerageContract,
  usBrokerageIssues,
} from '@portal/platform';
import { HttpResponse } from 'msw';
import { clientRuts } from '../../fixtures/banking.ts';
import type { Persona } from '../../fixtures/personas.ts';
import { usBrokerageEntityUuid } from '../../fixtures/personas.ts';
import { handle } from '../../http/contracted.ts';
import { openedUsBrokerage, openUsBrokerage } from '../flowState.ts';
import { accountOf } from '../session.ts';

const usBrokerageMessages: Record<string, Record<string, string>> = {
  taxCountry: {
    required: 'Elige el país donde pagas impuestos.',
    usPerson:
      'Si pagas impuestos en EE.UU., esta cuenta no es para ti: se abre con el formulario W-8BEN, para quienes no son personas estadounidenses.',
  },
  taxId: {
    required: 'Ingresa tu número de identificación tributaria.',
    rut: 'Ingresa un RUT válido.',
    format: 'El número va de 5 a 20 letras o dígitos.',
    notYours: 'Ese RUT no es el de tu cuenta.',
  },
  usPerson: {
    required: 'Responde si eres persona estadounidense.',
    usPerson:
      'Esta cuenta se abre con el formulario W-8BEN, solo para quienes no son personas estadounidenses. Escríbenos para ver tu caso.',
  },
  termsAccepted: { required: 'Acepta los términos de la corredora para seguir.' },
  w8benCertified: { required: 'Firma la declaración W-8BEN para seguir.' },
};

/** The account number the brokerage gives a client: U and 7 digits, stable per client. */
function usAccountNumber(account: string): string {
  let hash = 7;
  for (const char of account) hash = (hash * 31 + char.charCodeAt(0)) % 10_000_000;
  return `U${String(hash).padStart(7, '0')}`;
}

/**
 * The US brokerage's activation (docs/RULES.md#us-brokerage-activation, docs/RULES.md#roles-and-permissions): only with a US invitation; the same rules as
 * the form, plus a Chilean RUT that is the client's own. Once open, the financial entity is active
 * (session.accountOf adds it) and the menu's "Invertir en EE.UU." shows; asking again answers the
 * same account.
 */
/** The client's open US brokerage account: opened in this demo, or active in their data since March. */
function usBrokerageAccountOf(account: Pick<Persona, 'id' | 'user'>): UsBrokerageAccount | undefined {
  return (
    openedUsBrokerage(account.id) ??
    ((account.user.userFinancialEntities ?? []).some(
      (entity) => entity.financialEntity.uuid === usBrokerageEntityUuid && entity.status === 'active',
    )
      ? { accountNumber: usAccountNumber(account.id), activatedAt: '2026-03-02T13:00:00.000Z' }
      : undefined)
  );
}

export const usBrokerageHandlers = [
  // The open account (its number and since when), or 404 for a client without one.
  handle(usBrokerageContract.account, ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const opened = usBrokerageAccountOf(account);
    return opened
      ? HttpResponse.json(opened)
      : HttpResponse.json({ message: 'No tienes una cuenta en EE.UU.' }, { status: 404 });
  }),
  handle(usBrokerageContract.activate, async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const invited = account.activeCodes.some((code) => code.type === 'US_INVITATION' && code.active);
    if (!invited)
      return HttpResponse.json(
        { message: 'La cuenta en EE.UU. se abre solo por invitación.' },
        { status: 403 },
      );
    const already = usBrokerageAccountOf(account);
    if (already) return HttpResponse.json(already);
    const body = (await request.json().catch(() => null)) as Partial<UsBrokerageRequest> | null;
    const activation: UsBrokerageRequest = {
      taxCountry: typeof body?.taxCountry === 'string' ? body.taxCountry : '',
      taxId: typeof body?.taxId === 'string' ? body.taxId : '',
      usPerson: typeof body?.usPerson === 'boolean' ? body.usPerson : null,
      termsAccepted: body?.termsAccepted === true,
      w8benCertified: body?.w8benCertified === true,
    };
    const issues: Record<string, string> = { ...usBrokerageIssues(activation) };
    if (
      !issues.taxId &&
      activation.taxCountry === 'CL' &&
      formatRut(activation.taxId) !== formatRut(clientRuts[account.id])
    )
      issues.taxId = 'notYours';
    const errors = Object.fromEntries(
      Object.entries(issues).map(([field, issue]) => [field, usBrokerageMessages[field]?.[issue] ?? issue]),
    );
    if (Object.keys(errors).length > 0)
      return HttpResponse.json({ message: 'Revisa tus datos.', errors }, { status: 422 });
    const opened: UsBrokerageAccount = {
      accountNumber: usAccountNumber(account.id),
      activatedAt: new Date().toISOString(),
    };
    openUsBrokerage(account.id, opened);
    return HttpResponse.json(opened, { status: 201 });
  }),
];
