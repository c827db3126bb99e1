import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { encodingFor } from '@portal/platform/vite';
import { getResponse, type RequestHandler } from 'msw';
import { handlers as allHandlers } from '../handlers/index.ts';

/** The methods the API knows; any other is refused with 405. */
export const apiMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** The largest body the API reads: a 10 MB document (the company's deeds) with its form around it. */
export const bodyLimit = 12 * 1024 * 1024;
/** The body types the handlers read: JSON, and files sent as a form. */
const bodyTypes = ['application/json', 'multipart/form-data'];

/** A request the API refuses before any handler sees it: its status and the plain reason. */
export class RefusedRequest extends Error {
  constructor(
    readonly status: 400 | 405 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A Node request as a Fetch Request (what MSW's handlers read), refused with a `RefusedRequest`
 * when the API cannot read it: an unknown method, a body over `bodyLimit`, a body of a type no
 * handler reads, or JSON that does not parse.
 */
export async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const method = (request.method ?? 'GET').toUpperCase();
  if (!(apiMethods as readonly string[]).includes(method))
    throw new RefusedRequest(405, `The method ${method} is not allowed: use ${apiMethods.join(', ')}.`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // HTTP/2's pseudo-headers (:method, :path, …) are not headers a Request can carry.
    if (name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const tooLarge = () =>
      new RefusedRequest(
        413,
        `The body is larger than ${bodyLimit / 1024 / 1024} MB, the most the API reads.`,
      );
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > bodyLimit) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
    body = new Uint8Array(Buffer.concat(chunks));
    if (body.length > 0) checkBody(headers.get('content-type'), body);
  }
  return new Request(new URL(request.url ?? '/', origin), { method, headers, body });
}

/** A body the handlers can read: of a type they read, and JSON that parses. */
function checkBody(contentType: string | null, body: Uint8Array): void {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!bodyTypes.includes(type))
    throw new RefusedRequest(
      415,
      `A body of type "${type || 'none'}" is not read here: send ${bodyTypes.join(' or ')}.`,
    );
  if (type !== 'application/json') return;
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new RefusedRequest(400, 'The body is not valid JSON.');
  }
}

/** A JSON error answer: `{ error }` with its status. */
function sendError(
  response: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify({ error }));
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
  const encoding = answer.body ? encodingFor(acceptEncoding, answer.headers.get('content-type')) : null;
  if (!encoding) {
    // Sent as it comes: a file trickling in on a slow link (a fault's slow body) reaches the browser
    // piece by piece, and a link that drops mid-way drops the connection.
    response.writeHead(answer.status, answer.statusText, headers);
    if (!answer.body) {
      response.end();
      return;
    }
    const reader = answer.body.getReader();
    try {
      for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
        // A browser that went away stops the body; a full socket waits until it drains.
        if (response.destroyed) {
          await reader.cancel();
          return;
        }
        if (!response.write(piece.value))
          await Promise.race([once(response, 'drain'), once(response, 'close')]);
      }
      response.end();
    } catch {
      response.destroy();
    }
    return;
  }
  let body: Buffer = Buffer.from(await answer.arrayBuffer());
  if (body.length > 0) {
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
    let fetchRequest: Request;
    try {
      fetchRequest = await toFetchRequest(request, origin);
    } catch (error) {
      if (!(error instanceof RefusedRequest)) throw error;
      // The rest of a body too large is not read: the connection closes after the answer.
      const extra: Record<string, string> = error.status === 405 ? { allow: apiMethods.join(', ') } : {};
      if (error.status === 413) extra.connection = 'close';
      sendError(response, error.status, error.message, extra);
      return true;
    }
    let answer: Response | undefined;
    try {
      answer = await getResponse(handlers, fetchRequest);
    } catch (error) {
      // A handler that breaks on what it was sent: a plain 500, and the server goes on answering.
      console.error(`The mock API failed on ${fetchRequest.method} ${fetchRequest.url}:`, error);
      sendError(response, 500, 'The mock API could not answer this call.');
      return true;
    }
    if (!answer) return false;
    await writeFetchResponse(answer, response, request.headers['accept-encoding']);
    return true;
  };
}
