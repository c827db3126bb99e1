/**
 * A file that could not be downloaded: the call failed, or the server answered with a page, not a
 * file. When the server said why (an error's JSON `message`, in Spanish: "not issued yet"), it is
 * `serverMessage`, for the page to show as it is.
 */
export class FileDownloadError extends Error {
  override readonly name = 'FileDownloadError';
  constructor(
    message: string,
    readonly serverMessage: string | null = null,
    /** The file had begun to arrive and the connection dropped before its end. */
    readonly interrupted = false,
  ) {
    super(message);
  }
}

/** How much of a file has arrived: bytes so far, and the whole when the server said (Content-Length). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** The `message` of an error answer's JSON body, when it has one. */
async function messageOf(response: Response): Promise<string | null> {
  if (!/^application\/(problem\+)?json/i.test(response.headers.get('Content-Type') ?? '')) return null;
  try {
    const body: unknown = await response.json();
    const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  } catch {
    return null;
  }
}

/** The file name a Content-Disposition header gives (RFC 6266: filename* wins over filename). */
export function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? (name.split(/[\\/]/).pop() ?? null) : null;
}

export interface DownloadOptions {
  /** The transport (the portal's http client: token, enter-as id); plain fetch by default. */
  http?: (input: string, init?: RequestInit) => Promise<Response>;
  doc?: Document;
  /** Told as each piece of the file arrives. */
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * Reads a file's body to its end, however slowly it comes, telling `onProgress` as it goes. A body
 * that stops before its end (the link dropped, or fewer bytes than Content-Length said) is an
 * interrupted download, never a truncated file handed to the client.
 */
export async function readWholeFile(
  response: Response,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  const length = Number(response.headers.get('Content-Length'));
  // A compressed answer's Content-Length counts the compressed bytes: not comparable to what arrives.
  const encoded = !/^(identity)?$/i.test(response.headers.get('Content-Encoding') ?? '');
  const total = Number.isFinite(length) && length > 0 && !encoded ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress?.({ received, total });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress?.({ received, total });
    }
  } catch (error) {
    throw new FileDownloadError(
      `The connection dropped after ${received} bytes: ${String(error)}`,
      null,
      true,
    );
  }
  if (total !== null && received < total)
    throw new FileDownloadError(`The file ended after ${received} of ${total} bytes`, null, true);
  return new Blob(chunks, { type });
}

/**
 * Downloads a file (docs/RULES.md#common-request-rules: api/Files/{id}/?token=) without navigating to its URL: the token stays
 * out of the browser history and out of any Referer, the demo's mock worker can answer it, and an
 * answer that is not a file (an HTML page, an error) becomes a clear error instead of a saved page.
 */
export async function downloadFile(url: string, fallbackName: string, options: DownloadOptions = {}) {
  const http = options.http ?? fetch;
  let response: Response;
  try {
    response = await http(url, { referrerPolicy: 'no-referrer', cache: 'no-store' });
  } catch (error) {
    throw new FileDownloadError(`The file could not be reached: ${String(error)}`);
  }
  if (!response.ok)
    throw new FileDownloadError(`The file answered HTTP ${response.status}`, await messageOf(response));
  const type = response.headers.get('Content-Type') ?? '';
  if (/^text\/html/i.test(type)) throw new FileDownloadError('The server answered a page, not a file');
  const name = filenameFrom(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await readWholeFile(response, options.onProgress), name, options.doc);
  return name;
}

/** Hands a file made in the page (an export) to the browser's downloads, under the name given. */
export function saveBlob(blob: Blob, name: string, doc: Document = document) {
  const objectUrl = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = objectUrl;
  anchor.download = name;
  anchor.rel = 'noreferrer';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
