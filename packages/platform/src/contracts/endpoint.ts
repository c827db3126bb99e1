import type * as z from 'zod/mini';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query string's values as the contract writes them: absent ones are left out. */
type QueryValue = string | number | boolean | null | undefined;
type QuerySchema = z.ZodMiniType<Record<string, QueryValue>>;

/**
 * One call of the API the portal speaks, written once (docs/ARCHITECTURE.md#the-api-contract): the
 * API module that sends it, the mock backend that answers it, the OpenAPI document and the contract
 * tests are all made from this.
 */
export interface Endpoint {
  readonly method: Method;
  /** Relative to the API base, a path parameter in braces: `api/goals/{goalId}`. */
  readonly path: string;
  /** One line for the API document: what the call does. */
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodMiniType<Record<string, string | number>>;
  readonly query?: QuerySchema;
  /** The JSON body a write sends. */
  readonly body?: z.ZodMiniType;
  /** The parts of a multipart upload (`multipart/form-data`), in place of a body: `z.file()` or text, by name. */
  readonly form?: z.ZodMiniType<Record<string, File | string>>;
  /** The JSON of a 2xx answer, `file` for a download (its bytes are not JSON), `empty` for a 204. */
  readonly response: z.ZodMiniType | 'file' | 'empty';
  /** Headers the call carries besides the common ones (token, enter-as): name, and what it means. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The answers other than 2xx whose body the portal reads: status, and the body's shape. */
  readonly errors?: Readonly<Partial<Record<number, z.ZodMiniType>>>;
}

/** Writes an endpoint, keeping its literal types (the helpers type a call's input and answer from them). */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** What a call of an endpoint takes: its path parameters, query and body, each only where it has one. */
export type EndpointInput<E extends Endpoint> = (E extends { params: infer P extends z.ZodMiniType }
  ? { params: z.input<P> }
  : { params?: undefined }) &
  (E extends { query: infer Q extends z.ZodMiniType } ? { query: z.input<Q> } : { query?: undefined }) &
  (E extends { body: infer B extends z.ZodMiniType } ? { body: z.input<B> } : { body?: undefined }) &
  (E extends { form: infer F extends z.ZodMiniType } ? { form: z.input<F> } : { form?: undefined });

/** A part of a request as the contract reads it (parsed): its params, query or body, if it has one. */
export type EndpointPart<E extends Endpoint, Key extends 'params' | 'query' | 'body' | 'form'> = E extends {
  [K in Key]: infer S extends z.ZodMiniType;
}
  ? z.output<S>
  : undefined;

/** What a call of an endpoint answers: its parsed JSON, or the Response of a download. */
export type EndpointAnswer<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? z.output<E['response']>
  : E['response'] extends 'empty'
    ? undefined
    : Response;

/** What the server sends for a call: its answer as written on the wire (before the portal's reading of it). */
export type EndpointWire<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? z.input<E['response']>
  : never;

/** The endpoint's path with its parameters filled in (each encoded), and its query appended. */
export function endpointUrl(
  definition: Pick<Endpoint, 'path'>,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const path = definition.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${definition.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A domain's endpoints by name: what the contract's index, the OpenAPI document and the coverage list. */
export type DomainContract = Readonly<Record<string, Endpoint>>;
