import type { Endpoint, EndpointWire, EndpointPart as Parsed } from '@portal/platform/contracts';
import { HttpResponse, http } from 'msw';
import { es } from 'zod/locales';

/** A refusal speaks Spanish: a field's own message where the contract writes one, zod's Spanish words otherwise. */
const inSpanish = { error: es().localeError };

/** One request as its endpoint's contract reads it: already checked against the schemas. */
export interface ContractedCall<E extends Endpoint> {
  request: Request;
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  /** A multipart upload's parts, checked against the contract's `form`. */
  form: Parsed<E, 'form'>;
  /** A 2xx answer, typed by the endpoint's response as the server writes it. */
  reply: (data: EndpointWire<E>, init?: ResponseInit) => Response;
}

/** The endpoints the mock backend answers: the contract tests hold it to the contract. */
const handled = new Set<Endpoint>();
export const handledEndpoints = (): ReadonlySet<Endpoint> => handled;

/** The refusal of a request that does not follow its contract: 400 with a message per field. */
export function badRequest(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  where: string,
) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = [where, ...issue.path.map(String)].filter(Boolean).join('.');
    errors[field] ??= issue.message;
  }
  return HttpResponse.json({ message: 'La solicitud no es válida.', errors }, { status: 400 });
}

/** The path as MSW matches it: any origin and API base, `{id}` as `:id`. */
export const mswPath = (path: string) => `*/${path.replace(/\{(\w+)\}/g, ':$1')}`;

const routes = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/**
 * Answers one contracted endpoint (docs/ARCHITECTURE.md#the-api-contract): only an endpoint of the
 * contract can be handled. Its path parameters, query and JSON body are checked against the
 * contract first (a multipart upload's parts too), and a request that fails gets 400 with the failing fields, never the resolver.
 */
export function handle<E extends Endpoint>(
  definition: E,
  resolve: (call: ContractedCall<E>) => Response | Promise<Response>,
) {
  handled.add(definition);
  return routes[definition.method](mswPath(definition.path), async ({ request, params }) => {
    const checkedParams = definition.params?.safeParse(params, inSpanish);
    if (checkedParams && !checkedParams.success) return badRequest(checkedParams.error.issues, 'params');
    const url = new URL(request.url);
    const checkedQuery = definition.query?.safeParse(Object.fromEntries(url.searchParams), inSpanish);
    if (checkedQuery && !checkedQuery.success) return badRequest(checkedQuery.error.issues, 'query');
    let body: unknown;
    if (definition.body) {
      try {
        body = await request.clone().json();
      } catch {
        return badRequest([{ path: [], message: 'El cuerpo no es JSON.' }], 'body');
      }
      const checkedBody = definition.body.safeParse(body, inSpanish);
      if (!checkedBody.success) return badRequest(checkedBody.error.issues, '');
      body = checkedBody.data;
    }
    let form: unknown;
    if (definition.form) {
      const parts = await request
        .clone()
        .formData()
        .catch(() => null);
      if (!parts) return badRequest([{ path: [], message: 'El cuerpo no es multipart/form-data.' }], 'form');
      const checkedForm = definition.form.safeParse(Object.fromEntries(parts), inSpanish);
      if (!checkedForm.success) return badRequest(checkedForm.error.issues, '');
      form = checkedForm.data;
    }
    return resolve({
      request,
      params: (checkedParams?.data ?? undefined) as Parsed<E, 'params'>,
      query: (checkedQuery?.data ?? undefined) as Parsed<E, 'query'>,
      body: body as Parsed<E, 'body'>,
      form: form as Parsed<E, 'form'>,
      reply: (data, init) => HttpResponse.json(data as object, init),
    });
  });
}
