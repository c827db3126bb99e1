import { contractedEndpoints, type Endpoint } from '@portal/platform/contracts';

/**
 * The contract tests' eye on the wire (ARCHITECTURE.md "The API contract"): every request the app
 * sends in an e2e test is held to the contracts. A request to a contracted path must be one of its
 * contracted methods, with a query and a JSON body (or multipart parts) its schemas accept; any other
 * request to the API (a path under api/ or rpc/) is a violation, the template's demo calls first of
 * all. What is not the API passes: the app's own files, translations, the sign-in provider, and the
 * demo backend's own outbox (api/demo/, in demo builds only: no mail leaves the demo).
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const contracted = contractedEndpoints().map((named) => ({
  ...named,
  pattern: new RegExp(`(^|/)${escapeRegExp(named.endpoint.path).replace(/\\\{\w+\\\}|\{\w+\}/g, '[^/]+')}$`),
}));

/** The template's demo calls (docs/RULES.md#demo-mock-calls), which the product never sends. */
const demoCalls = [/\/toggle-read-status$/, /\/api\/common\/(user|search)$/];
/** A request to the API: under api/ or rpc/ (the contracts' paths all are), not the demo's outbox. */
const isApiCall = (pathname: string) => /\/(api|rpc)\//.test(pathname) && !/\/api\/demo\//.test(pathname);

export type ContractCheck = { endpoint: string } | { violation: string } | null;

const issuesOf = (schema: NonNullable<Endpoint['body']>, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? null
    : parsed.error.issues
        .map((issue) => `${issue.path.map(String).join('.') || '(root)'} ${issue.message}`)
        .join('; ');
};

/**
 * What a request is to the contract: the endpoint it calls, a violation, or nothing (not the API).
 * `contentType` is the request's Content-Type header (a multipart upload's parts are not read here:
 * the mock backend checks them against the contract, and a contract test feeds it bad ones).
 */
export function checkRequest(
  method: string,
  url: string,
  body: string | null,
  contentType?: string,
): ContractCheck {
  const { pathname, searchParams } = new URL(url);
  const call = `${method} ${pathname}`;
  if (demoCalls.some((demo) => demo.test(pathname))) return { violation: `${call}: a demo call` };
  const samePath = contracted.filter(({ pattern }) => pattern.test(pathname));
  if (samePath.length === 0)
    return isApiCall(pathname) ? { violation: `${call}: not in the contract` } : null;
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
  if (endpoint.form && !/^multipart\/form-data;/.test(contentType ?? ''))
    return { violation: `${call} (${name}): an upload that is not multipart/form-data` };
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
