import { clientCodes, isPersonaId } from '../fixtures/personas.ts';

/**
 * An unsigned JWT-shaped token for tests: the mock reads only its payload. A persona key signs in
 * as that persona (its subject is the persona's client code, as the provider's is); any other
 * string is used as the subject as it is (an unknown one, for a 401).
 */
export function fakeAccessToken(persona: string, extra: Record<string, unknown> = {}): string {
  const sub = isPersonaId(persona) ? clientCodes[persona] : persona;
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode({ sub, ...extra })}.`;
}
