import type * as z from 'zod/mini';

/** The server answered with a status outside 2xx. The response is kept whole (docs/RULES.md#error-texts: passed on unchanged). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly response: Response,
    readonly url: string,
  ) {
    super(`HTTP ${response.status} for ${url}`);
  }
  get status(): number {
    return this.response.status;
  }
}

/** The server refused the signed-in person this (HTTP 403): retrying or reconnecting will not help. */
export function isForbidden(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403;
}

/**
 * What a failed write tells (docs/RULES.md#idempotency-and-field-errors): `refused` when the server
 * answered that it did not take it (a 4xx: a field, a proof, a lock), `unknown` when the answer never
 * came whole (the network, a timeout, a 5xx, a body that is not the contract's): the write may have
 * happened, and only the server, asked again, can say.
 */
export function outcomeOfFailure(error: unknown): 'refused' | 'unknown' {
  return error instanceof HttpError && error.status < 500 ? 'refused' : 'unknown';
}

/** The server does not know this (HTTP 404): another client's or a gone resource; retrying will not help. */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/** The server answered 2xx with a body that does not match the contract. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor(
    readonly url: string,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    super(
      `Invalid response from ${url}: ${issues.map((i) => `${i.path.map(String).join('.') || '(root)'} ${i.message}`).join('; ')}`,
    );
  }
}

/** GET a JSON resource and validate it at the boundary, so bad server data is a clear error. */
export async function fetchJson<Schema extends z.ZodMiniType>(
  url: string,
  schema: Schema,
  init?: RequestInit,
  fetchFn: (input: string, init?: RequestInit) => Promise<Response> = fetch,
): Promise<z.infer<Schema>> {
  const response = await fetchFn(url, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  if (!response.ok) throw new HttpError(response, url);
  return readJsonAnswer(url, response, schema);
}

/** A 2xx answer's JSON read with its schema: what is not JSON, or not the schema's, is an InvalidResponseError. */
export async function readJsonAnswer<Schema extends z.ZodMiniType>(
  url: string,
  response: Response,
  schema: Schema,
): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new InvalidResponseError(url, [{ path: [], message: 'is not JSON' }]);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new InvalidResponseError(url, parsed.error.issues);
  return parsed.data;
}
