import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { encodingFor } from '@portal/platform/vite';
import { getResponse, type RequestHandler } from 'msw';
import { handlers as allHandlers } from '../handlers/index.ts';

/** A Node request as a Fetch Request (what MSW's handlers read). */
export async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // HTTP/2's pseudo-headers (:method, :path, …) are not headers a Request can carry.
    if (name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = request.method ?? 'GET';
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    body = new Uint8Array(Buffer.concat(chunks));
  }
  return new Request(new URL(request.url ?? '/', origin), { method, headers, body });
}

/**
 * Writes a Fetch Response (a handler's answer) to a Node response, compressed as an API gateway
 * would when the request accepts it (a year of daily values is ~130 KB of JSON, ~17 KB gzip: on a
 * phone's network that is seconds, and Lighthouse measures it).
 */
export async function writeFetchResponse(
  answer: Response,
  response: ServerResponse,
  acceptEncoding?: string,
): Promise<void> {
  if (answer.type === 'error') {
    // HttpResponse.error(): the connection fails, as a network error would.
    response.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    headers[name] = name === 'set-cookie' ? answer.headers.getSetCookie() : value;
  });
  let body: Buffer = Buffer.from(await answer.arrayBuffer());
  const encoding = body.length > 0 ? encodingFor(acceptEncoding, answer.headers.get('content-type')) : null;
  if (encoding) {
    body =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    headers['content-encoding'] = encoding;
    headers.vary = 'Accept-Encoding';
    delete headers['content-length'];
  }
  response.writeHead(answer.status, answer.statusText, headers);
  response.end(body);
}

/**
 * The mock backend over HTTP: the same MSW handlers as the demo's service worker, behind node:http.
 * A production build (no service worker, no mock code) talks to it like to the real API: for
 * Lighthouse, and as a demo for webviews where service workers are not available. Returns false
 * when no handler answers, so the caller can serve a file instead.
 */
export function createMockApi(handlers: RequestHandler[] = allHandlers as RequestHandler[]) {
  return async (request: IncomingMessage, response: ServerResponse, origin: string): Promise<boolean> => {
    const fetchRequest = await toFetchRequest(request, origin);
    const answer = await getResponse(handlers, fetchRequest);
    if (!answer) return false;
    await writeFetchResponse(answer, response, request.headers['accept-encoding']);
    return true;
  };
}
