import { callEndpoint, type Endpoint, useApi } from '@portal/platform';
import { contractedEndpoints, type contracts } from '@portal/platform/contracts';
import { openApiDocument } from '@portal/platform/openapi';
import { Heading, Stack, Text, vars } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';

type Domain = keyof typeof contracts;

/** The document's operation of an endpoint: what a backend team reads. */
interface Operation {
  summary: string;
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema: unknown }>; $ref?: string }
  >;
}

const document = openApiDocument('storybook');
const operationOf = (endpoint: Endpoint) =>
  (document.paths[`/${endpoint.path}`] as Record<string, Operation> | undefined)?.[
    endpoint.method.toLowerCase()
  ];

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A JSON block: wrapped, never scrolled (nothing needs the keyboard to be read); as the other docs pages, styled inline. */
const code = {
  margin: 0,
  padding: vars.space.sm,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
} as const;

/** A JSON block, named by its label. */
function Code({ label, children }: { label: string; children: string }) {
  return (
    <section aria-label={label}>
      <pre style={code}>{children}</pre>
    </section>
  );
}

/**
 * What a read without input is called with, or null for a call that needs input or writes: a GET
 * without parameters, or an RPC read whose parameters are none (`{}`).
 */
function exampleInput(endpoint: Endpoint): { body?: object } | null {
  if (endpoint.method === 'GET') return endpoint.params || endpoint.query ? null : {};
  const rpcRead = endpoint.path.startsWith('rpc/') && endpoint.body?.safeParse({}).success;
  return rpcRead ? { body: {} } : null;
}

/** A read without input, asked of the mock backend as the story's persona: a real answer to show. */
function Example({ endpoint, input }: { endpoint: Endpoint; input: { body?: object } }) {
  const api = useApi();
  const answer = useQuery({
    queryKey: ['api-reference', endpoint.method, endpoint.path],
    queryFn: () => callEndpoint(api, endpoint, input as never),
  });
  if (answer.isPending) return <Text tone="muted">Pidiendo un ejemplo al backend de demostración…</Text>;
  if (answer.isError)
    return <Text tone="critical">El backend de demostración no respondió: {String(answer.error)}</Text>;
  const text = json(answer.data);
  return (
    <Code label={`Ejemplo de ${endpoint.method} ${endpoint.path}`}>
      {text.length > 2000 ? `${text.slice(0, 2000)}\n…` : text}
    </Code>
  );
}

/**
 * One domain of the API the portal speaks, from its contract (ARCHITECTURE.md "The API contract"):
 * each endpoint with its parameters, body, answers and, for a read without input, an example the
 * mock backend answers.
 */
export function ApiReference({ domain }: { domain: Domain }) {
  // Named as the coverage names them (`inbox.messages.update`), without the domain.
  const endpoints = contractedEndpoints()
    .filter((named) => named.domain === domain)
    .map(({ name, endpoint }) => ({ name: name.slice(domain.length + 1), endpoint }));
  return (
    <Stack gap="lg">
      <Heading level={1} size="xl" weight="bold">
        API: {domain}
      </Heading>
      <Text>
        {endpoints.length} llamadas, relativas a la base de la API de la configuración. El documento completo
        está en docs/api/openapi.json.
      </Text>
      {endpoints.map(({ name, endpoint }) => {
        const operation = operationOf(endpoint);
        const input = exampleInput(endpoint);
        return (
          <Stack as="section" gap="sm" key={name} aria-label={`${endpoint.method} ${endpoint.path}`}>
            <Heading level={2} size="lg" weight="semibold">
              <code>
                {endpoint.method} {endpoint.path}
              </code>
            </Heading>
            <Text>
              {endpoint.summary}{' '}
              <Text as="span" tone="muted">
                ({name})
              </Text>
            </Text>
            {operation?.parameters?.length ? (
              <ul>
                {operation.parameters.map((parameter) => (
                  <li key={`${parameter.in}-${parameter.name}`}>
                    <code>{parameter.name}</code> ({parameter.in}
                    {parameter.required ? ', obligatorio' : ''}):{' '}
                    <code>{JSON.stringify(parameter.schema)}</code>
                  </li>
                ))}
              </ul>
            ) : null}
            {operation?.requestBody ? (
              <>
                <Heading level={3} size="md" weight="semibold">
                  Cuerpo
                </Heading>
                {Object.entries(operation.requestBody.content).map(([mediaType, { schema }]) => (
                  <Code
                    key={mediaType}
                    label={`Cuerpo de ${endpoint.method} ${endpoint.path} (${mediaType})`}
                  >
                    {json(schema)}
                  </Code>
                ))}
              </>
            ) : null}
            <Heading level={3} size="md" weight="semibold">
              Respuestas
            </Heading>
            <ul>
              {Object.entries(operation?.responses ?? {}).map(([status, response]) => (
                <li key={status}>
                  <code>{status}</code> {response.description ?? ''}
                  {status === '200' && response.content?.['application/json'] ? (
                    <Code label={`Respuesta de ${endpoint.method} ${endpoint.path}`}>
                      {json(response.content['application/json'].schema)}
                    </Code>
                  ) : null}
                </li>
              ))}
            </ul>
            {input ? (
              <>
                <Heading level={3} size="md" weight="semibold">
                  Ejemplo del backend de demostración
                </Heading>
                <Example endpoint={endpoint} input={input} />
              </>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
