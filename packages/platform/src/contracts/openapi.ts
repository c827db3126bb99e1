import * as z from 'zod/mini';
import type { Endpoint } from './endpoint.ts';
import { contractedEndpoints, type NamedEndpoint } from './index.ts';

/** A JSON Schema as the OpenAPI document carries it. */
type JsonSchema = Record<string, unknown>;

/** The refusal of a body that breaks its contract (docs/RULES.md#product-calls): a message per field. */
const fieldErrors = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) });

/**
 * One schema as JSON Schema 2020-12, as the portal reads it (`io: 'input'`: fields the portal does not
 * know are allowed), its own definitions (a recursive navigation item) moved to the document's
 * components under `prefix`, so each `$ref` points into the document.
 */
function schemaOf(schema: z.ZodMiniType, prefix: string, components: Record<string, JsonSchema>): JsonSchema {
  const converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  const {
    $schema: _dialect,
    $defs,
    ...root
  } = converted as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
          ? [key, `#/components/schemas/${prefix}${inner.slice('#/$defs/'.length)}`]
          : [key, rewrite(inner)],
      ),
    );
  };
  for (const [name, definition] of Object.entries($defs ?? {}))
    components[`${prefix}${name}`] = rewrite(definition) as JsonSchema;
  return rewrite(root) as JsonSchema;
}

/** The path and query parameters of an endpoint, each with its schema. */
function parametersOf(endpoint: Endpoint, prefix: string, components: Record<string, JsonSchema>) {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const object = schemaOf(schema, prefix, components) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(object.properties ?? {}))
      parameters.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        schema: property,
      });
  }
  for (const [name, description] of Object.entries(endpoint.headers ?? {}))
    parameters.push({ name, in: 'header', required: true, description, schema: { type: 'string' } });
  return parameters;
}

const camel = (name: string) => name.replace(/\.(\w)/g, (_dot, letter: string) => letter.toUpperCase());

function operationOf({ name, domain, endpoint }: NamedEndpoint, components: Record<string, JsonSchema>) {
  const prefix = `${camel(name)}_`;
  const parameters = parametersOf(endpoint, prefix, components);
  const json = (schema: z.ZodMiniType) => ({
    'application/json': { schema: schemaOf(schema, prefix, components) },
  });
  const { response } = endpoint;
  const responses: Record<string, JsonSchema> =
    response === 'empty'
      ? { '204': { description: 'Done; no content.' } }
      : {
          '200': {
            description: response === 'file' ? 'The file.' : 'The answer.',
            content:
              response === 'file'
                ? {
                    'application/octet-stream': {
                      schema: { type: 'string', contentMediaType: 'application/octet-stream' },
                    },
                  }
                : json(response),
          },
        };
  // Every call is the signed-in client's: without a valid token it is refused, and the portal renews it.
  responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (endpoint.body || endpoint.form || endpoint.query || endpoint.params)
    responses['400'] = {
      description: 'The request breaks its contract: a message per failing field.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/FieldErrors' } } },
    };
  for (const [status, schema] of Object.entries(endpoint.errors ?? {}))
    if (schema) responses[status] = { description: `HTTP ${status}.`, content: json(schema) };
  return {
    operationId: camel(name),
    tags: [domain],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body ? { requestBody: { required: true, content: json(endpoint.body) } } : {}),
    ...(endpoint.form
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: schemaOf(endpoint.form, prefix, components) } },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the API the portal speaks, made from the contracts alone (docs/api,
 * ARCHITECTURE.md "The API contract"): a backend team can implement the portal's backend from it.
 */
export function openApiDocument(version: string) {
  const components: Record<string, JsonSchema> = {
    FieldErrors: schemaOf(fieldErrors, 'FieldErrors_', {}),
  };
  const paths: Record<string, Record<string, unknown>> = {};
  const endpoints = contractedEndpoints();
  for (const named of endpoints) {
    const path = `/${named.endpoint.path}`;
    paths[path] = { ...paths[path], [named.endpoint.method.toLowerCase()]: operationOf(named, components) };
  }
  const domains = [...new Set(endpoints.map(({ domain }) => domain))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Client portal API',
      version,
      description:
        'The calls the client portal sends, by domain, relative to the API base of the portal’s configuration. Every call carries `Authorization: Bearer <token>`, and `BPEnterAsId` when an administrator acts as a client.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      { url: '/', description: 'The API base of the portal’s configuration (config.json `apiBase`).' },
    ],
    security: [{ bearer: [] }],
    tags: domains.map((name) => ({ name, description: `The ${name} domain.` })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      responses: {
        Unauthorized: {
          description: 'No valid access token: the portal renews it once, or ends the session.',
        },
      },
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}
