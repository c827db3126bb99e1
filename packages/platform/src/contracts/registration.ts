import * as z from 'zod/mini';
import { isValidRut } from '../format/rut.ts';
import { errorBody, fieldErrorsBody } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Opening an account (docs/RULES.md#registration, /register and /confirmation, both public):
 *
 * - POST {apiBase}api/registrations {firstname, surname, rut, email, password, termsAccepted} →
 *   201 `{email, expiresAt}` (a link was sent to the email); 422 `{message, errors}` per field;
 * - POST api/registrations/resend {email} → 202 `{email, expiresAt}` (always, so no one learns
 *   which emails have accounts);
 * - POST api/registrations/confirmation {token} → 200 `{email, firstname}`; 410 `{reason}` when the
 *   link expired or was used; 404 when it is not one of ours.
 */
export interface RegistrationRequest {
  firstname: string;
  surname: string;
  rut: string;
  email: string;
  password: string;
  termsAccepted: boolean;
}
export const registrationSentSchema = z.object({ email: z.string(), expiresAt: z.string() });
export type RegistrationSent = z.infer<typeof registrationSentSchema>;
export const registrationConfirmedSchema = z.object({ email: z.string(), firstname: z.string() });
export type RegistrationConfirmed = z.infer<typeof registrationConfirmedSchema>;
export const registrationLinkGoneSchema = z.object({ reason: z.enum(['expired', 'used']) });

/** The rules a password meets, in the order the form lists them. */
export const passwordRules = ['length', 'lower', 'upper', 'digit', 'personal'] as const;
export type PasswordRule = (typeof passwordRules)[number];

/** Letters and digits only, lower case: "16.543.210-K" → "16543210k". */
const bare = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Which password rules hold: 10 characters or more, a lower-case and an upper-case letter, a digit,
 * and nothing of the person in it (their RUT's number, their email's name, their first name or
 * surname, three letters or more).
 */
export function passwordChecks(
  password: string,
  person: { rut?: string; email?: string; firstname?: string; surname?: string } = {},
): Record<PasswordRule, boolean> {
  const plain = bare(password);
  const rutNumber = bare(person.rut ?? '').replace(/[0-9k]$/, '');
  const pieces = [
    rutNumber.length >= 6 ? rutNumber : '',
    bare((person.email ?? '').split('@')[0] ?? ''),
    ...(person.firstname ?? '').split(/\s+/).map(bare),
    ...(person.surname ?? '').split(/\s+/).map(bare),
  ].filter((piece) => piece.length >= 3);
  return {
    length: [...password].length >= 10,
    lower: /\p{Ll}/u.test(password),
    upper: /\p{Lu}/u.test(password),
    digit: /\d/.test(password),
    personal: !pieces.some((piece) => plain.includes(piece)),
  };
}

const email = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const name = /^[\p{L}' -]{2,60}$/u;

export type RegistrationIssue = 'required' | 'name' | 'rut' | 'email' | 'password';

/** What is wrong with a registration, by field (the form and the server apply it). */
export function registrationIssues(
  request: RegistrationRequest,
): Partial<Record<keyof RegistrationRequest, RegistrationIssue>> {
  const issues: Partial<Record<keyof RegistrationRequest, RegistrationIssue>> = {};
  for (const field of ['firstname', 'surname'] as const) {
    const value = request[field].trim();
    if (!value) issues[field] = 'required';
    else if (!name.test(value)) issues[field] = 'name';
  }
  if (!request.rut.trim()) issues.rut = 'required';
  else if (!isValidRut(request.rut)) issues.rut = 'rut';
  if (!request.email.trim()) issues.email = 'required';
  else if (!email.test(request.email.trim())) issues.email = 'email';
  if (!request.password) issues.password = 'required';
  else if (Object.values(passwordChecks(request.password, request)).includes(false))
    issues.password = 'password';
  if (!request.termsAccepted) issues.termsAccepted = 'required';
  return issues;
}

/** A registration as the form sends it: structural here; its rules (registrationIssues) are a 422 per field. */
const registrationRequestSchema = z.object({
  firstname: z.optional(z.string()),
  surname: z.optional(z.string()),
  rut: z.optional(z.string()),
  email: z.optional(z.string()),
  password: z.optional(z.string()),
  termsAccepted: z.optional(z.boolean()),
});

/** Opening an account (docs/RULES.md#registration): public calls, without a token. */
export const registrationContract = {
  register: endpoint({
    method: 'POST',
    path: 'api/registrations',
    summary:
      'Opens an account: a confirmation link goes to the email (201); 422 per field, a RUT or email already taken among them.',
    body: registrationRequestSchema,
    response: registrationSentSchema,
    errors: { 422: fieldErrorsBody },
  }),
  resend: endpoint({
    method: 'POST',
    path: 'api/registrations/resend',
    summary: 'Sends the link again (202), with the same answer whether or not the email has an account.',
    body: z.object({ email: z.optional(z.string()) }),
    response: registrationSentSchema,
  }),
  confirm: endpoint({
    method: 'POST',
    path: 'api/registrations/confirmation',
    summary:
      'Confirms the email from its link; 410 when it expired or was used, 404 when it is not one of ours.',
    body: z.object({ token: z.optional(z.string()) }),
    response: registrationConfirmedSchema,
    errors: { 404: errorBody, 410: registrationLinkGoneSchema },
  }),
} as const;
