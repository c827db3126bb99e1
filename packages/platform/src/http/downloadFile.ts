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
  ) {
    super(message);
  }
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
  saveBlob(await response.blob(), name, options.doc);
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
