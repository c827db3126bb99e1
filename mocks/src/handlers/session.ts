import {
  type AccountId,
  accountIdByClientCode,
  accounts,
  defaultPersona,
  isPersonaId,
  type Persona,
  type PersonaId,
  personas,
  usBrokerageEntityUuid,
} from '../fixtures/personas.ts';
import { createdGoals, openedUsBrokerage } from './flowState.ts';

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
  /** Whom the request acts for: the signed-in persona, a client an administrator entered as, or a company. */
  actingAs: AccountId;
}

/**
 * Whom a signed-in persona may act for through BPEnterAsId (docs/RULES.md#acting-as-another-account): an administrator any client
 * (never another administrator), anyone the companies they represent. Null: not allowed.
 */
export function mayActAs(signedIn: PersonaId, enterAs: string): AccountId | null {
  const account = accountIdByClientCode(enterAs);
  if (!account) return null;
  const { user } = personas[signedIn];
  if (user.isAdmin) return accounts[account].user.isAdmin ? null : account;
  return (user.companies ?? []).some((company) => company.id === enterAs) ? account : null;
}

/**
 * Finds whom a request acts for from its bearer token and its BPEnterAsId header. A header the
 * signed-in persona may not use is refused ('forbidden': 403), as a real backend would, rather than
 * answered with someone else's data under a banner that names another client.
 */
export function identityOf(request: Request): RequestIdentity | 'invalid-token' | 'forbidden' {
  const authorization = request.headers.get('Authorization');
  let signedIn: PersonaId = defaultPersona;
  if (authorization) {
    const token = /^Bearer\s+(.+)$/i.exec(authorization)?.[1];
    // The subject is the person's client code (the backend's user id).
    const account = accountIdByClientCode(token ? decodeJwtPayload(token)?.sub : undefined);
    if (!isPersonaId(account)) return 'invalid-token';
    signedIn = account;
  }
  const enterAs = request.headers.get('BPEnterAsId');
  if (!enterAs) return { signedIn, actingAs: signedIn };
  const actingAs = mayActAs(signedIn, enterAs);
  return actingAs ? { signedIn, actingAs } : 'forbidden';
}

/** The account a request acts for; the response to send instead when there is none. */
export function accountOf(request: Request): Persona | Response {
  const identity = identityOf(request);
  if (identity === 'invalid-token') return Response.json({ error: 'Invalid token' }, { status: 401 });
  if (identity === 'forbidden')
    return Response.json({ error: 'You may not act for this client' }, { status: 403 });
  const account = accounts[identity.actingAs];
  const created = createdGoals(account.id);
  const usBrokerage = openedUsBrokerage(account.id);
  if (created.length === 0 && !usBrokerage) return account;
  // What the client did in this run joins the fixtures (a copy: the fixtures stay as they are): the
  // goals they created, and the US brokerage's financial entity once they activated it.
  const user = account.user;
  return {
    ...account,
    user: {
      ...user,
      goals: [...(user.goals ?? []), ...created],
      userFinancialEntities: usBrokerage
        ? [
            ...(user.userFinancialEntities ?? []).filter(
              (entity) => entity.financialEntity.uuid !== usBrokerageEntityUuid,
            ),
            { financialEntity: { uuid: usBrokerageEntityUuid }, status: 'active' },
          ]
        : user.userFinancialEntities,
    },
  };
}
