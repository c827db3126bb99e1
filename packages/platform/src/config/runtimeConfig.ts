import * as z from 'zod/mini';

/** A destination that leaves the portal: an https address (anything else is refused at boot). */
const destination = z.url({ protocol: /^https$/, error: 'must be an https address' });

/**
 * Runtime configuration, read at start from config.json served beside the app: one build serves
 * every environment (demo, QA, production); only this file differs.
 */
export const runtimeConfigSchema = z.object({
  /** Base URL of the product API, with a trailing slash ("./" = same origin and path as the app). */
  apiBase: z.string().check(z.regex(/\/$/, 'must end with "/"')),
  /** Environment name shown in the footer and sent to monitoring: "Demo", "QA", "Production"... */
  environment: z.string().check(z.minLength(1)),
  oidc: z.object({
    /** Issuer URL of the OpenID provider (its discovery document is {authority}/.well-known/openid-configuration). */
    authority: z.url(),
    clientId: z.string().check(z.minLength(1)),
    /** Seconds before expiry when the access token is renewed. */
    renewBeforeExpirySeconds: z.optional(z.number().check(z.positive())),
    /** Watch the provider's session (check_session_iframe) when it offers one. */
    monitorSession: z.optional(z.boolean()),
  }),
  /** Further origins allowed as return targets after sign-in (the app's own is always allowed). */
  allowedReturnOrigins: z.optional(z.array(z.url())),
  /** Error-reporting DSN; monitoring stays off without one (and outside Production). */
  monitoringDsn: z.optional(z.nullable(z.string())),
  /**
   * The chat provider behind "Escríbenos" (docs/RULES.md#main-layout footer): its loader script, fetched on the first
   * click and allowed by the Content-Security-Policy. Without it the portal shows its own panel
   * over the chat API (api/apps/chat).
   */
  chat: z.optional(z.nullable(z.object({ scriptUrl: z.url() }))),
  /** Per-service RPC settings; defaults to {apiBase}rpc/{service}/. */
  rpc: z.optional(z.record(z.string(), z.object({ url: z.string() }))),
  /**
   * Where the portal's links that leave it lead, per environment (docs/RULES.md#main-layout): the
   * help centre (the footer's FAQ and the user menu's "Preguntas frecuentes"), the feedback form,
   * the CMF. Each an https address; one left out hides its link instead of pointing nowhere.
   */
  links: z.optional(
    z.object({
      helpCentre: z.optional(destination),
      feedback: z.optional(destination),
      cmf: z.optional(destination),
    }),
  ),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
/** Where the portal's outward links lead; absent ones are hidden. */
export type PortalLinks = NonNullable<RuntimeConfig['links']>;

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
  /**
   * Whether the file did not arrive (no connection, a server error, a body that stopped on its way)
   * rather than arrived wrong or missing: the client can try again, and is told to.
   */
  readonly unreachable: boolean;

  constructor(message: string, { unreachable = false }: { unreachable?: boolean } = {}) {
    super(message);
    this.unreachable = unreachable;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads and validates config.json; any problem becomes a RuntimeConfigError saying what is wrong. */
export async function loadRuntimeConfig(url: string, fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchFn(url, { cache: 'no-store' });
  } catch (error) {
    throw new RuntimeConfigError(`Could not fetch ${url}: ${messageOf(error)}`, { unreachable: true });
  }
  if (!response.ok)
    throw new RuntimeConfigError(`Could not fetch ${url}: HTTP ${response.status}`, {
      unreachable: response.status >= 500,
    });
  // Read, then parsed: a body that stops on its way is a failed fetch (worth another try), not a
  // file to mend, and each error says what the browser said.
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new RuntimeConfigError(`Could not read ${url}: ${messageOf(error)}`, { unreachable: true });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new RuntimeConfigError(`${url} is not valid JSON: ${messageOf(error)}`);
  }
  return parseRuntimeConfig(body, url);
}

/** Validates a parsed config.json; `source` names it in the error (a URL or a file path). */
export function parseRuntimeConfig(body: unknown, source: string): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
    );
    throw new RuntimeConfigError(`${source} is invalid: ${problems.join('; ')}`);
  }
  return parsed.data;
}
