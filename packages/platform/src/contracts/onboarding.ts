import * as z from 'zod/mini';
import { isValidRut } from '../format/rut.ts';
import { fieldErrorsBody, idempotencyKeyHeader, isoDate } from './common.ts';
import { endpoint } from './endpoint.ts';

// Onboarding's calls (docs/RULES.md#onboarding): the contract, the identity card, the "Conoce a tu
// cliente" declaration and the US brokerage's activation. Our contract, validated at the boundary
// and shared with the mock backend.

/**
 * GET {apiBase}api/contract: the management contract in force, in sections, and whether (and when)
 * the client accepted this version. POST api/contract/acceptance {version} → 201 the acceptance;
 * 422 on `version` when a newer one came out meanwhile.
 */
export const contractSchema = z.object({
  version: z.string(),
  title: z.string(),
  publishedOn: isoDate,
  sections: z.array(z.object({ heading: z.string(), text: z.string() })),
  acceptedAt: z.nullable(z.string()),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractAcceptanceSchema = z.object({ version: z.string(), acceptedAt: z.string() });
export type ContractAcceptance = z.infer<typeof contractAcceptanceSchema>;

/**
 * POST {apiBase}api/identity/card {rut, serial} → 201 when the card is the client's and in force
 * (the answer says when it was checked); 422 on `rut` (not the client's) or `serial`.
 */
export const cardValidationSchema = z.object({ validatedAt: z.string() });
export type CardValidation = z.infer<typeof cardValidationSchema>;

/** Where a client's money comes from (the CMF's "origen de fondos"). */
export const fundsOrigins = ['salary', 'business', 'investments', 'inheritance', 'sale', 'other'] as const;
export type FundsOrigin = (typeof fundsOrigins)[number];

/**
 * GET {apiBase}api/kyc: the client's "Conoce a tu cliente" declaration (empty strings and
 * updatedAt null until the first one); PUT api/kyc with the same fields → 200 the saved one, or 422
 * per field. A politically exposed person (PEP) says which office or relation.
 */
export const kycSchema = z.object({
  profession: z.string(),
  fundsOrigin: z.union([z.enum(fundsOrigins), z.literal('')]),
  fundsDetail: z.string(),
  isPep: z.nullable(z.boolean()),
  pepDetail: z.string(),
  updatedAt: z.nullable(z.string()),
});
export type Kyc = z.infer<typeof kycSchema>;

/** What is wrong with a declaration, by field (the form and the server apply it). */
export function kycIssues(kyc: Omit<Kyc, 'updatedAt'>): Partial<Record<keyof Kyc, 'required' | 'length'>> {
  const issues: Partial<Record<keyof Kyc, 'required' | 'length'>> = {};
  const profession = kyc.profession.trim();
  if (!profession) issues.profession = 'required';
  else if (profession.length < 2 || profession.length > 60) issues.profession = 'length';
  if (!(fundsOrigins as readonly string[]).includes(kyc.fundsOrigin)) issues.fundsOrigin = 'required';
  if (kyc.fundsOrigin === 'other' && kyc.fundsDetail.trim().length < 3) issues.fundsDetail = 'required';
  if (kyc.isPep === null) issues.isPep = 'required';
  if (kyc.isPep === true && kyc.pepDetail.trim().length < 3) issues.pepDetail = 'required';
  return issues;
}

/**
 * Where a client pays taxes, for the US brokerage's W-8BEN (ISO 3166 alpha-2). The United States
 * is listed so a US person can say so and be told this account is not for them (W-8BEN is for
 * non-US persons only).
 */
export const taxCountries = ['CL', 'AR', 'PE', 'CO', 'MX', 'ES', 'US'] as const;
export type TaxCountry = (typeof taxCountries)[number];

/**
 * POST {apiBase}api/ibkr/activation: opening the client's account at the US brokerage (by
 * invitation, docs/RULES.md#roles-and-permissions). 201 the account; 200 the same account when it was already open; 403 without
 * an invitation; 422 `{message, errors}` per field.
 */
export interface UsBrokerageRequest {
  taxCountry: string;
  /** The tax id of that country: a RUT for Chile. */
  taxId: string;
  /** Citizen, green-card holder or resident of the United States; null until answered. */
  usPerson: boolean | null;
  termsAccepted: boolean;
  w8benCertified: boolean;
}
export const usBrokerageAccountSchema = z.object({
  accountNumber: z.string(),
  activatedAt: z.string(),
});
export type UsBrokerageAccount = z.infer<typeof usBrokerageAccountSchema>;

export type UsBrokerageIssue = 'required' | 'rut' | 'format' | 'usPerson';

/** A foreign tax id: 5 to 20 letters, digits, dots, dashes or spaces. */
const foreignTaxId = /^[A-Za-z0-9][A-Za-z0-9.\- ]{3,18}[A-Za-z0-9]$/;

/**
 * What is wrong with an activation, by field (the form and the server apply it; the server also
 * checks that a Chilean RUT is the client's own). A US person cannot sign a W-8BEN: said on the
 * answer that shows it.
 */
export function usBrokerageIssues(
  request: UsBrokerageRequest,
): Partial<Record<keyof UsBrokerageRequest, UsBrokerageIssue>> {
  const issues: Partial<Record<keyof UsBrokerageRequest, UsBrokerageIssue>> = {};
  const taxId = request.taxId.trim();
  if (!(taxCountries as readonly string[]).includes(request.taxCountry)) issues.taxCountry = 'required';
  else if (request.taxCountry === 'US') issues.taxCountry = 'usPerson';
  if (!taxId) issues.taxId = 'required';
  else if (request.taxCountry === 'CL' ? !isValidRut(taxId) : !foreignTaxId.test(taxId))
    issues.taxId = request.taxCountry === 'CL' ? 'rut' : 'format';
  if (request.usPerson === null) issues.usPerson = 'required';
  else if (request.usPerson) issues.usPerson = 'usPerson';
  if (!request.termsAccepted) issues.termsAccepted = 'required';
  if (!request.w8benCertified) issues.w8benCertified = 'required';
  return issues;
}

/** The identity card a client types: structural here; what is wrong with it is a 422 per field. */
const cardRequest = z.object({ rut: z.optional(z.string()), serial: z.optional(z.string()) });

/** A declaration as the client sends it (without updatedAt): its rules (kycIssues) are a 422 per field. */
const kycRequest = z.object({
  profession: z.optional(z.string()),
  fundsOrigin: z.optional(z.string()),
  fundsDetail: z.optional(z.string()),
  isPep: z.optional(z.nullable(z.boolean())),
  pepDetail: z.optional(z.string()),
});

/** The onboarding domain's calls (docs/RULES.md#onboarding): the contract, the identity card and "Conoce a tu cliente". */
export const onboardingContract = {
  contract: endpoint({
    method: 'GET',
    path: 'api/contract',
    summary: 'The management contract in force, in sections, and when the client accepted this version.',
    response: contractSchema,
  }),
  acceptContract: endpoint({
    method: 'POST',
    path: 'api/contract/acceptance',
    summary: 'Records the client’s acceptance of a version; 422 on `version` when a newer one came out.',
    headers: idempotencyKeyHeader,
    body: z.object({ version: z.string() }),
    response: contractAcceptanceSchema,
    errors: { 422: fieldErrorsBody },
  }),
  validateCard: endpoint({
    method: 'POST',
    path: 'api/identity/card',
    summary:
      'Checks the client’s identity card: their own RUT and a document number in force; 422 per field.',
    body: cardRequest,
    response: cardValidationSchema,
    errors: { 422: fieldErrorsBody },
  }),
  kyc: endpoint({
    method: 'GET',
    path: 'api/kyc',
    summary: 'The client’s "Conoce a tu cliente" declaration (empty until the first one).',
    response: kycSchema,
  }),
  saveKyc: endpoint({
    method: 'PUT',
    path: 'api/kyc',
    summary: 'Saves the declaration; 422 per field (the rules of kycIssues).',
    body: kycRequest,
    response: kycSchema,
    errors: { 422: fieldErrorsBody },
  }),
} as const;

/** An activation as the client sends it: structural here; its rules (usBrokerageIssues) are a 422 per field. */
const usBrokerageRequestSchema = z.object({
  taxCountry: z.optional(z.string()),
  taxId: z.optional(z.string()),
  usPerson: z.optional(z.nullable(z.boolean())),
  termsAccepted: z.optional(z.boolean()),
  w8benCertified: z.optional(z.boolean()),
});

/** The US brokerage's calls (products domain, docs/RULES.md#us-brokerage-activation), by invitation. */
export const usBrokerageContract = {
  account: endpoint({
    method: 'GET',
    path: 'api/ibkr/account',
    summary: 'The client’s open US brokerage account, or 404 when there is none.',
    response: usBrokerageAccountSchema,
    errors: { 404: z.object({ message: z.string() }) },
  }),
  activate: endpoint({
    method: 'POST',
    path: 'api/ibkr/activation',
    summary:
      'Opens the account (201), or answers the same one when already open (200); 403 without an invitation; 422 per field.',
    headers: idempotencyKeyHeader,
    body: usBrokerageRequestSchema,
    response: usBrokerageAccountSchema,
    errors: { 403: z.object({ message: z.string() }), 422: fieldErrorsBody },
  }),
} as const;
