import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  endpointUrl,
} from '../contracts/endpoint.ts';
import type { Transport } from '../query/queriesHook.ts';
import { HttpError, readJsonAnswer } from './fetchJson.ts';

function formDataOf(parts: Record<string, Blob | string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.set(name, value);
  return form;
}

/** What a call takes besides the contract's input: the query's cancellation and extra headers. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Sends one contracted call (docs/ARCHITECTURE.md#the-api-contract): its URL from the endpoint's
 * path, parameters and query, its body as JSON (or its parts as multipart), and its answer parsed at the boundary with the
 * endpoint's schema, so bad server data is a clear error (InvalidResponseError) and a refusal an
 * HttpError that keeps the response whole. A download answers its Response, unread.
 */
export async function callEndpoint<E extends Endpoint>(
  { apiBase, http }: Transport,
  definition: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body, form } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
    form?: Record<string, Blob | string>;
  };
  const url = `${apiBase}${endpointUrl(definition, params, query)}`;
  const headers: Record<string, string> = {
    ...(typeof definition.response === 'string' ? {} : { Accept: 'application/json' }),
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  const response = await http(url, {
    method: definition.method,
    headers,
    // A multipart upload's Content-Type (with its boundary) is the browser's to write.
    ...(form ? { body: formDataOf(form) } : body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) throw new HttpError(response, url);
  if (definition.response === 'file') return response as EndpointAnswer<E>;
  if (definition.response === 'empty') return undefined as EndpointAnswer<E>;
  return readJsonAnswer(url, response, definition.response) as Promise<EndpointAnswer<E>>;
}
