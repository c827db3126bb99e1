import { defaultPersona, isPersonaId, type Persona, type PersonaId, personas } from '../fixtures/personas.ts';

/** The payload of a JWT, without checking its signature: the mock trusts the local provider. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface RequestIdentity {
  /** Who signed in (the token's subject), or the default persona when there is no token (Storybook). */
  signedIn: PersonaId;
  /** Whom the request acts for: the enter-as user when an administrator impersonates. */
  actingAs: PersonaId;
}

/**
 * Finds the persona of a request from its bearer token. With a BPEnterAsId header, an administrator's
 * requests act as that user (SPEC §6); anyone else's enter-as header is ignored.
 */
export function identityOf(request: Request): RequestIdentity | 'invalid-token' {
  const authorization = request.headers.get('Authorization');
  let signedIn: PersonaId = defaultPersona;
  if (authorization) {
    const token = /^Bearer\s+(.+)$/i.exec(authorization)?.[1];
    const sub = token ? decodeJwtPayload(token)?.sub : undefined;
    if (!isPersonaId(sub)) return 'invalid-token';
    signedIn = sub;
  }
  const enterAs = request.headers.get('BPEnterAsId');
  const actingAs = enterAs && personas[signedIn].user.isAdmin && isPersonaId(enterAs) ? enterAs : signedIn;
  return { signedIn, actingAs };
}

export function personaOf(request: Request): Persona | null {
  const identity = identityOf(request);
  return identity === 'invalid-token' ? null : personas[identity.actingAs];
}
