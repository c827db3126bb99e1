import { contractedEndpoints, type Endpoint } from '@portal/platform/contracts';

/**
 * The contract tests' eye on the wire (ARCHITECTURE.md "The API contract"): every request the app
 * sends in an e2e test is held to the contracts. A request to a contracted path must be one of its
 * contracted methods, with a query and a JSON body its schemas accept; the template's demo calls are
 * never sent. Paths of domains not contracted yet pass unchecked.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const contracted = contractedEndpoints().map((named) => ({
  ...named,
  pattern: new RegExp(`(^|/)${escapeRegExp(named.endpoint.path).replace(/\\\{\w+\\\}|\{\w+\}/g, '[^/]+')}$`),
}));

/** The template's demo calls (docs/RULES.md#demo-mock-calls), which the product never sends. */
const demoCalls = [/\/toggle-read-status$/, /\/api\/common\/(user|search)$/];

export type ContractCheck = { endpoint: string } | { violation: string } | null;

const issuesOf = (schema: NonNullable<Endpoint['body']>, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? null
    : parsed.error.issues
        .map((issue) => `${issue.path.map(String).join('.') || '(root)'} ${issue.message}`)
        .join('; ');
};

/** What a request is to the contract: the endpoint it calls, a violation, or nothing (not contracted). */
export function checkRequest(method: string, url: string, body: string | null): ContractCheck {
  const { pathname, searchParams } = new URL(url);
  const call = `${method} ${pathname}`;
  if (demoCalls.some((demo) => demo.test(pathname))) return { violation: `${call}: a demo call` };
  const samePath = contracted.filter(({ pattern }) => pattern.test(pathname));
  if (samePath.length === 0) return null;
  const named = samePath.find(({ endpoint }) => endpoint.method === method);
  if (!named)
    return {
      violation: `${call}: not in the contract (it has ${samePath.map(({ endpoint }) => endpoint.method).join(', ')})`,
    };
  const { endpoint, name } = named;
  if (endpoint.query) {
    const issues = issuesOf(endpoint.query, Object.fromEntries(searchParams));
    if (issues) return { violation: `${call} (${name}): query ${issues}` };
  }
  if (endpoint.body) {
    let json: unknown;
    try {
      json = JSON.parse(body ?? '');
    } catch {
      return { violation: `${call} (${name}): the body is not JSON` };
    }
    const issues = issuesOf(endpoint.body, json);
    if (issues) return { violation: `${call} (${name}): body ${issues}` };
  }
  return { endpoint: name };
}
