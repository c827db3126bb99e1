import { type AccountId, clientCodes, type PersonaId } from '../fixtures/personas.ts';

/** Test helpers: JSON calls to the mock backend under a fake origin (msw/node intercepts them). */
export function jsonClient(base: string) {
  return {
    get: async (path: string) => (await fetch(`${base}${path}`)).json(),
    send: async (method: string, path: string, body?: unknown) =>
      (
        await fetch(`${base}${path}`, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json(),
  };
}

/**
 * Test helpers: calls to the mock backend as a persona (a fake access token), answering the status
 * and the parsed JSON body. `enterAs` acts for another account (BPEnterAsId: its client code).
 */
export function personaClient(base: string, token: (persona: PersonaId) => string) {
  const call = async (
    method: string,
    path: string,
    { body, as = 'individual', enterAs, headers }: CallOptions = {},
  ) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token(as)}`,
        ...(enterAs ? { BPEnterAsId: clientCodes[enterAs] } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return {
    get: (path: string, as: PersonaId = 'individual', enterAs?: AccountId) =>
      call('GET', path, { as, enterAs }),
    post: (path: string, body: unknown, as: PersonaId = 'individual', headers?: Record<string, string>) =>
      call('POST', path, { body, as, headers }),
    put: (path: string, body: unknown, as: PersonaId = 'individual') => call('PUT', path, { body, as }),
  };
}

interface CallOptions {
  body?: unknown;
  as?: PersonaId;
  enterAs?: AccountId;
  headers?: Record<string, string>;
}

/**
 * The header of a proven order (docs/RULES.md#confirmation-codes): asks for a code, reads it where
 * the demo's email lands (the inbox, through the last code sent) and checks it.
 */
export async function provenHeader(
  client: ReturnType<typeof personaClient>,
  lastCode: () => string | undefined,
  request: { operation: string; goalId: string | number; order: unknown; as?: PersonaId },
): Promise<Record<string, string>> {
  const { as, ...send } = request;
  const sent = await client.post('api/confirmation-codes', send, as);
  const { id } = sent.body as { id: string };
  const checked = await client.post(`api/confirmation-codes/${id}/verify`, { code: lastCode() }, as);
  return { 'Confirmation-Proof': (checked.body as { proof: string }).proof };
}

/**
 * Test helper: any call to the mock backend as one persona (the individual client by default),
 * answering the status and the JSON body (undefined when there is none).
 */
export function callsAs(base: string, token: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  };
}
