import {
  type CompanyApplication,
  type CompanyData,
  type CompanyRepresentative,
  companyDataIssues,
  companyDocumentIssue,
  companyNewIssues,
  companyRepresentativeIssues,
  companyApplicationContract as contract,
  formatRut,
  nextCompanyStep,
} from '@portal/platform';
import { HttpResponse } from 'msw';
import { defineMockState } from '../../control/store.ts';
import { clientRuts } from '../../fixtures/banking.ts';
import { accounts } from '../../fixtures/personas.ts';
import { handle } from '../../http/contracted.ts';
import { accountOf } from '../session.ts';

/** Each client's application to invest as a company (persisted in the demo tab). */
const applications = defineMockState(
  'companyApplications',
  () => ({}) as Record<string, CompanyApplication>,
  {
    persist: true,
  },
);

const messages: Record<string, Record<string, string>> = {
  rut: {
    required: 'Ingresa el RUT de la empresa.',
    rut: 'Ingresa un RUT válido, por ejemplo 76.123.456-0.',
    person: 'Ese RUT es de una persona: ingresa el de la empresa.',
    client: 'Esta empresa ya tiene cuenta con nosotros: entra a ella desde Cambiar usuario.',
  },
  legalName: {
    required: 'Ingresa la razón social.',
    length: 'La razón social va de 3 a 100 caracteres.',
  },
  representativeRole: { required: 'Elige tu cargo en la empresa.' },
  activity: { required: 'Ingresa el giro de la empresa.' },
  address: { required: 'Ingresa la dirección: calle y número.' },
  commune: { required: 'Ingresa la comuna.' },
  region: { required: 'Elige la región.' },
  signing: { required: 'Indica cómo firma la empresa.' },
  coSignerName: { required: 'Ingresa el nombre completo de quien firma contigo.' },
  coSignerRut: {
    required: 'Ingresa el RUT de quien firma contigo.',
    rut: 'Ingresa un RUT válido.',
    self: 'Quien firma contigo es otra persona: ingresa su RUT.',
  },
  email: { email: 'Ingresa un correo válido, por ejemplo finanzas@empresa.cl.' },
  phone: { phone: 'Ingresa un teléfono chileno: +56 y 9 dígitos.' },
  file: {
    empty: 'El archivo está vacío.',
    type: 'Sube un PDF o una foto (JPG o PNG).',
    size: 'El archivo pesa más de 10 MB.',
    missing: 'Elige un archivo.',
  },
  documents: { required: 'Faltan documentos: sube la escritura y la vigencia de poderes.' },
};

function refused(issues: Record<string, string | undefined>): Response | null {
  const errors = Object.fromEntries(
    Object.entries(issues)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, issue]) => [field, messages[field]?.[issue] ?? issue]),
  );
  return Object.keys(errors).length > 0
    ? HttpResponse.json({ message: 'Revisa los datos de tu empresa.', errors }, { status: 422 })
    : null;
}

/** RUTs of the companies that already have an account (they are entered, not registered). */
const clientCompanyRuts = Object.entries(clientRuts)
  .filter(
    ([id]) =>
      (accounts as Record<string, { user: { userType: string } } | undefined>)[id]?.user.userType ===
      'entity',
  )
  .map(([, rut]) => formatRut(rut ?? ''));

/** The client's application, or a 409 when there is none yet or it was already sent. */
function draftOf(request: Request): { account: string; application: CompanyApplication } | Response {
  const account = accountOf(request);
  if (account instanceof Response) return account;
  const application = applications.get()[account.id];
  if (!application)
    return HttpResponse.json({ message: 'Empieza por los datos de la empresa.' }, { status: 409 });
  if (application.status !== 'draft')
    return HttpResponse.json({ message: 'La solicitud ya está en revisión.' }, { status: 409 });
  return { account: account.id, application };
}

function save(account: string, application: CompanyApplication, status = 200) {
  applications.set({ ...applications.get(), [account]: application });
  return HttpResponse.json(application, { status });
}

/**
 * Investing as a company (docs/RULES.md#company-application): the application, saved step by step with the form's own rules
 * (plus what only the server knows: companies that are already clients, the client's own RUT), then
 * sent for review once every step is done.
 */
export const companyApplicationHandlers = [
  handle(contract.application, ({ request, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return reply({ application: applications.get()[account.id] ?? null });
  }),
  handle(contract.saveCompany, ({ request, body }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    if (account.user.userType === 'entity')
      return HttpResponse.json({ message: 'Una empresa no registra otra empresa.' }, { status: 403 });
    const company = {
      rut: body.rut.trim(),
      legalName: body.legalName.trim(),
      representativeRole: body.representativeRole.trim(),
    };
    const issues: Record<string, string | undefined> = companyNewIssues(company);
    if (!issues.rut && clientCompanyRuts.includes(formatRut(company.rut))) issues.rut = 'client';
    const problem = refused(issues);
    if (problem) return problem;
    const earlier = applications.get()[account.id];
    if (earlier?.status === 'in-review')
      return HttpResponse.json({ message: 'La solicitud ya está en revisión.' }, { status: 409 });
    const next: CompanyApplication = {
      ...(earlier ?? {
        id: `company-${account.id}`,
        status: 'draft',
        data: null,
        representative: null,
        documents: { deed: null, powers: null },
        submittedAt: null,
      }),
      company: { ...company, rut: formatRut(company.rut) } as CompanyApplication['company'],
    };
    return save(account.id, next, earlier ? 200 : 201);
  }),
  handle(contract.saveData, ({ request, body }) => {
    const draft = draftOf(request);
    if (draft instanceof Response) return draft;
    const data: CompanyData = {
      activity: body.activity.trim(),
      address: body.address.trim(),
      commune: body.commune.trim(),
      region: body.region.trim(),
    };
    return refused(companyDataIssues(data)) ?? save(draft.account, { ...draft.application, data });
  }),
  handle(contract.saveRepresentative, ({ request, body }) => {
    const draft = draftOf(request);
    if (draft instanceof Response) return draft;
    const representative: CompanyRepresentative = {
      signing: body.signing.trim(),
      coSignerName: body.coSignerName.trim(),
      coSignerRut: body.coSignerRut.trim(),
      email: body.email.trim(),
      phone: body.phone.trim(),
    };
    const problem = refused(
      companyRepresentativeIssues(representative, clientRuts[draft.account as keyof typeof clientRuts]),
    );
    if (problem) return problem;
    const joint = representative.signing === 'joint';
    return save(draft.account, {
      ...draft.application,
      representative: {
        ...representative,
        signing: joint ? 'joint' : 'alone',
        coSignerName: joint ? representative.coSignerName : '',
        coSignerRut: joint ? formatRut(representative.coSignerRut) : '',
      },
    });
  }),
  handle(contract.uploadDocument, ({ request, params: { kind }, form: { file } }) => {
    const draft = draftOf(request);
    if (draft instanceof Response) return draft;
    const problem = refused({ file: companyDocumentIssue(file) ?? undefined });
    if (problem) return problem;
    return save(draft.account, {
      ...draft.application,
      documents: {
        ...draft.application.documents,
        [kind]: { name: file.name, size: file.size },
      },
    });
  }),
  handle(contract.submit, ({ request, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const application = applications.get()[account.id];
    // Sent already: the same answer (a second click, a retry).
    if (application?.status === 'in-review') return reply(application);
    const draft = draftOf(request);
    if (draft instanceof Response) return draft;
    if (nextCompanyStep(draft.application) !== null) return refused({ documents: 'required' }) as Response;
    return save(draft.account, {
      ...draft.application,
      status: 'in-review',
      submittedAt: new Date().toISOString(),
    });
  }),
];

/** Camila's application as far as its data and representative: what a story of a later step starts from. */
export const companyApplicationExample: CompanyApplication = {
  id: 'company-individual',
  status: 'draft',
  company: { rut: '77.654.321-7', legalName: 'Ferretería Los Andes SpA', representativeRole: 'manager' },
  data: {
    activity: 'Venta al por mayor de artículos de ferretería',
    address: 'Av. Providencia 1234, oficina 56',
    commune: 'Providencia',
    region: 'Metropolitana de Santiago',
  },
  representative: {
    signing: 'alone',
    coSignerName: '',
    coSignerRut: '',
    email: 'camila.rojas@example.cl',
    phone: '+56 9 8765 4321',
  },
  documents: { deed: null, powers: null },
  submittedAt: null,
};

/** Sets (or, with null, clears) an account's application, for stories and tests that start mid-way. */
export function seedCompanyApplication(account: string, application: CompanyApplication | null): void {
  const { [account]: _dropped, ...others } = applications.get();
  applications.set(application ? { ...others, [account]: application } : others);
}
