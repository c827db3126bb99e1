import { delay, getResponse, HttpResponse, http, type RequestHandler } from 'msw';

/**
 * Controls to make any call of the mock backend misbehave, from stories, unit tests and (in the demo
 * build) e2e tests through window.__portalMocks. A fault matches a method and a path fragment.
 */
export type Fault =
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'network' }
  | { kind: 'delay'; ms: number }
  | { kind: 'malformed' }
  /** The call is carried out, and its answer is lost on the way back (a network error). */
  | { kind: 'lostAnswer' };

export interface FaultRule {
  /** Substring of the URL path, e.g. "api/common/navigation" or "rpc/user/getCurrentUser". */
  path: string;
  method?: string;
  fault: Fault;
  /** Apply this many times, then stop (default: until cleared). */
  times?: number;
}

const rules: FaultRule[] = [];
/** The handlers behind the fault handler, which carry out a call whose answer is then lost. */
let backend: readonly RequestHandler[] = [];

/** Tells the fault handler which handlers carry out a call (the mock backend's list, set once). */
export function setFaultBackend(handlers: readonly RequestHandler[]): void {
  backend = handlers.filter((handler) => handler !== faultHandler);
}

export const mockFaults = {
  add(rule: FaultRule): void {
    rules.push({ ...rule });
  },
  clear(): void {
    rules.length = 0;
  },
  list(): readonly FaultRule[] {
    return rules;
  },
};

function take(method: string, path: string): Fault | undefined {
  const index = rules.findIndex(
    (rule) => path.includes(rule.path) && (!rule.method || rule.method.toUpperCase() === method),
  );
  const rule = rules[index];
  if (!rule) return undefined;
  if (rule.times !== undefined) {
    rule.times -= 1;
    if (rule.times <= 0) rules.splice(index, 1);
  }
  return rule.fault;
}

/** First in the handler list: answers with the fault, or falls through to the real handler. */
export const faultHandler = http.all('*', async ({ request }) => {
  const url = new URL(request.url);
  const fault = take(request.method, url.pathname);
  if (!fault) return undefined;
  switch (fault.kind) {
    case 'status':
      return HttpResponse.json(fault.body ?? { error: `Mock fault ${fault.status}` }, {
        status: fault.status,
      });
    case 'network':
      return HttpResponse.error();
    case 'lostAnswer':
      await getResponse([...backend], request.clone());
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"truncated": ', { headers: { 'Content-Type': 'application/json' } });
    case 'delay':
      await delay(fault.ms);
      return undefined;
  }
});
