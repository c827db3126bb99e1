import * as z from 'zod/mini';
import { formatRut, isValidRut } from '../format/rut.ts';
import { fieldErrorsBody, idempotencyKeyHeader } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * A client's application to invest as a company (docs/RULES.md#company-application: /entity/new, /entity/onboarding/{step}):
 * the company, its data, how it signs, and its deeds, saved step by step by the server, then sent
 * for review. One per client.
 *
 * - GET {apiBase}api/company-application → `{application}` (null before the first step);
 * - POST api/company-application {rut, legalName, representativeRole} → the application (201 new,
 *   200 updated); PUT …/data, PUT …/representative → the application;
 * - PUT …/documents/{deed|powers} (multipart, field `file`) → the application;
 * - POST …/submission → the application, in review.
 *
 * Every refusal is a 422 `{message, errors}` per field (fieldErrorsBody); the endpoints are at the end.
 */
export const companySteps = ['datos', 'representante', 'documentos'] as const;
export type CompanyStep = (typeof companySteps)[number];

/** What the client is at the company (they are its legal representative). */
export const companyRoles = ['manager', 'partner', 'attorney'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** Chile's sixteen regions, north to south. */
export const chileRegions = [
  'Arica y Parinacota',
  'Tarapacá',
  'Antofagasta',
  'Atacama',
  'Coquimbo',
  'Valparaíso',
  'Metropolitana de Santiago',
  "Libertador General Bernardo O'Higgins",
  'Maule',
  'Ñuble',
  'Biobío',
  'La Araucanía',
  'Los Ríos',
  'Los Lagos',
  'Aysén del General Carlos Ibáñez del Campo',
  'Magallanes y de la Antártica Chilena',
] as const;

export const companyDocumentKinds = ['deed', 'powers'] as const;
export type CompanyDocumentKind = (typeof companyDocumentKinds)[number];

const uploaded = z.nullable(z.object({ name: z.string(), size: z.number() }));

export const companyApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(['draft', 'in-review']),
  company: z.object({ rut: z.string(), legalName: z.string(), representativeRole: z.enum(companyRoles) }),
  data: z.nullable(
    z.object({ activity: z.string(), address: z.string(), commune: z.string(), region: z.string() }),
  ),
  representative: z.nullable(
    z.object({
      signing: z.enum(['alone', 'joint']),
      coSignerName: z.string(),
      coSignerRut: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
  ),
  documents: z.object({ deed: uploaded, powers: uploaded }),
  submittedAt: z.nullable(z.string()),
});
export type CompanyApplication = z.infer<typeof companyApplicationSchema>;
export const companyApplicationEnvelopeSchema = z.object({
  application: z.nullable(companyApplicationSchema),
});

export type CompanyNew = { rut: string; legalName: string; representativeRole: string };
export type CompanyData = NonNullable<CompanyApplication['data']>;
export type CompanyRepresentative = Omit<NonNullable<CompanyApplication['representative']>, 'signing'> & {
  signing: string;
};

/**
 * The first step not done yet, or null when every step is (the application can be sent). A step
 * is reachable when the ones before it are done.
 */
export function nextCompanyStep(application: CompanyApplication | null): CompanyStep | 'new' | null {
  if (!application) return 'new';
  if (!application.data) return 'datos';
  if (!application.representative) return 'representante';
  if (!application.documents.deed || !application.documents.powers) return 'documentos';
  return null;
}

/** Legal entities' RUTs start at 50.000.000; below that, a RUT is a person's. */
export const firstCompanyRut = 50_000_000;

function rutNumber(rut: string): number {
  return Number(formatRut(rut).split('-')[0]?.replace(/\./g, ''));
}

type Issues<T> = Partial<Record<keyof T, string>>;

/** The company step: its RUT (a company's), its legal name, what the client is at it. */
export function companyNewIssues(company: CompanyNew): Issues<CompanyNew> {
  const issues: Issues<CompanyNew> = {};
  const legalName = company.legalName.trim();
  if (!company.rut.trim()) issues.rut = 'required';
  else if (!isValidRut(company.rut)) issues.rut = 'rut';
  else if (rutNumber(company.rut) < firstCompanyRut) issues.rut = 'person';
  if (!legalName) issues.legalName = 'required';
  else if (legalName.length < 3 || legalName.length > 100) issues.legalName = 'length';
  if (!(companyRoles as readonly string[]).includes(company.representativeRole))
    issues.representativeRole = 'required';
  return issues;
}

/** The company's data: its line of business and address (street, commune, one of the regions). */
export function companyDataIssues(data: CompanyData): Issues<CompanyData> {
  const issues: Issues<CompanyData> = {};
  if (data.activity.trim().length < 3) issues.activity = 'required';
  if (data.address.trim().length < 5) issues.address = 'required';
  if (data.commune.trim().length < 3) issues.commune = 'required';
  if (!(chileRegions as readonly string[]).includes(data.region)) issues.region = 'required';
  return issues;
}

const email = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A Chilean phone as typed: +56 and 9 digits, the +56 optional, spaces and dashes allowed. */
export function isChileanPhone(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '').replace(/^\+?56/, '');
  return /^[2-9]\d{8}$/.test(digits);
}

/**
 * How the company signs: alone (the client's powers are enough) or jointly (with a co-signer, whose
 * name and RUT are needed, and who is not the client); a contact email and phone.
 */
export function companyRepresentativeIssues(
  representative: CompanyRepresentative,
  ownRut?: string,
): Issues<CompanyRepresentative> {
  const issues: Issues<CompanyRepresentative> = {};
  if (representative.signing !== 'alone' && representative.signing !== 'joint') issues.signing = 'required';
  if (representative.signing === 'joint') {
    if (representative.coSignerName.trim().length < 5) issues.coSignerName = 'required';
    if (!representative.coSignerRut.trim()) issues.coSignerRut = 'required';
    else if (!isValidRut(representative.coSignerRut)) issues.coSignerRut = 'rut';
    else if (ownRut && formatRut(representative.coSignerRut) === formatRut(ownRut))
      issues.coSignerRut = 'self';
  }
  if (!email.test(representative.email.trim())) issues.email = 'email';
  if (!isChileanPhone(representative.phone)) issues.phone = 'phone';
  return issues;
}

/** The files a deed may come as, and how big: PDF or a photo, up to 10 MB. */
export const companyDocumentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const companyDocumentMaxBytes = 10 * 1024 * 1024;

/** What is wrong with a file offered as a deed, or null. */
export function companyDocumentIssue(file: { type: string; size: number }): 'empty' | 'type' | 'size' | null {
  if (file.size === 0) return 'empty';
  if (!(companyDocumentTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > companyDocumentMaxBytes) return 'size';
  return null;
}

/** The steps' bodies as the client sends them: structural here; their rules (the *Issues above) are a 422 per field. */
const companyNewRequest = z.object({
  rut: z.string(),
  legalName: z.string(),
  representativeRole: z.string(),
});
const companyDataRequest = z.object({
  activity: z.string(),
  address: z.string(),
  commune: z.string(),
  region: z.string(),
});
const companyRepresentativeRequest = z.object({
  signing: z.string(),
  coSignerName: z.string(),
  coSignerRut: z.string(),
  email: z.string(),
  phone: z.string(),
});

const refusals = {
  403: z.object({ message: z.string() }),
  409: z.object({ message: z.string() }),
  422: fieldErrorsBody,
};

export const companyApplicationContract = {
  application: endpoint({
    method: 'GET',
    path: 'api/company-application',
    summary: 'The client’s application to invest as a company, null before its first step.',
    response: companyApplicationEnvelopeSchema,
  }),
  saveCompany: endpoint({
    method: 'POST',
    path: 'api/company-application',
    summary:
      'Starts the application with the company (201), or corrects it while a draft (200); 403 for a company’s own account; 409 once in review; 422 per field.',
    headers: idempotencyKeyHeader,
    body: companyNewRequest,
    response: companyApplicationSchema,
    errors: refusals,
  }),
  saveData: endpoint({
    method: 'PUT',
    path: 'api/company-application/data',
    summary: 'The company’s line of business and address; 409 when there is no draft; 422 per field.',
    body: companyDataRequest,
    response: companyApplicationSchema,
    errors: refusals,
  }),
  saveRepresentative: endpoint({
    method: 'PUT',
    path: 'api/company-application/representative',
    summary: 'How the company signs, and a contact; 409 when there is no draft; 422 per field.',
    body: companyRepresentativeRequest,
    response: companyApplicationSchema,
    errors: refusals,
  }),
  uploadDocument: endpoint({
    method: 'PUT',
    path: 'api/company-application/documents/{kind}',
    summary: 'One deed, as a file (PDF, JPEG or PNG up to 10 MB); 422 on `file`.',
    params: z.object({ kind: z.enum(companyDocumentKinds) }),
    form: z.object({ file: z.file() }),
    response: companyApplicationSchema,
    errors: refusals,
  }),
  submit: endpoint({
    method: 'POST',
    path: 'api/company-application/submission',
    summary:
      'Sends the application for review once every step is done (sending again answers the same); 422 on `documents` when a step is missing.',
    headers: idempotencyKeyHeader,
    body: z.object({}),
    response: companyApplicationSchema,
    errors: refusals,
  }),
} as const;
