import { delay, getResponse, HttpResponse, http, type RequestHandler } from 'msw';

/**
 * Controls to make any call of the mock backend misbehave, from stories, unit tests and (in the demo
 * build) e2e tests through window.__portalMocks. A fault matches a method and a path fragment.
 */
export type Fault =
  /** Answered with this status, after `afterMs` when given (a slow link that then fails). */
  | { kind: 'status'; status: number; body?: unknown; afterMs?: number }
  | { kind: 'network' }
  | { kind: 'delay'; ms: number }
  | { kind: 'malformed' }
  /** The call is carried out, and its answer is lost on the way back (a network error). */
  | { kind: 'lostAnswer' }
  /**
   * The answer begins at once and its body trickles in at `bytesPerSecond` (a slow mobile link),
   * padded to `padTo` bytes when given (a large file); after `dropAfterBytes` the link drops.
   */
  | { kind: 'slowBody'; bytesPerSecond: number; padTo?: number; dropAfterBytes?: number };

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
      if (fault.afterMs) await delay(fault.afterMs);
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
    case 'slowBody': {
      const answer = await getResponse([...backend], request.clone());
      return answer ? slowly(answer, fault) : undefined;
    }
  }
});

/** A tenth of a second of the link: how often a slow body sends its next piece. */
const tick = 100;

/** The answer with its body sent piece by piece at the fault's pace, padded, dropped where it says. */
async function slowly(
  answer: Response,
  {
    bytesPerSecond,
    padTo,
    dropAfterBytes,
  }: { bytesPerSecond: number; padTo?: number; dropAfterBytes?: number },
): Promise<Response> {
  const original = new Uint8Array(await answer.arrayBuffer());
  const bytes = new Uint8Array(Math.max(original.length, padTo ?? 0)).fill(0x20);
  bytes.set(original);
  const piece = Math.max(1, Math.round((bytesPerSecond * tick) / 1000));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (dropAfterBytes !== undefined && sent >= dropAfterBytes) {
        controller.error(new TypeError('The connection dropped'));
        return;
      }
      if (sent >= bytes.length) {
        controller.close();
        return;
      }
      await delay(tick);
      const next = bytes.subarray(sent, Math.min(bytes.length, sent + piece));
      sent += next.length;
      controller.enqueue(next);
    },
  });
  const headers = new Headers(answer.headers);
  headers.set('Content-Length', String(bytes.length));
  return new Response(body, { status: answer.status, headers });
}
