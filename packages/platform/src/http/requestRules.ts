/**
 * docs/RULES.md#calls "Common request rules", as pure functions so they read without a browser.
 */

/** Headers every API request carries: the bearer token when one is stored, and who the admin acts as. */
export function authHeaders(
  token: string | null | undefined,
  enterAsId: string | null | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (enterAsId) headers.BPEnterAsId = enterAsId;
  return headers;
}

export interface TrackerRules {
  /** Substrings of URLs that belong to the chat widget (its own host or paths). */
  chatWidgetPatterns: readonly string[];
}

export const defaultTrackerRules: TrackerRules = {
  chatWidgetPatterns: ['chat-widget', 'widget.chat', '/livechat/'],
};

const imageExtension = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp)$/i;

/**
 * Whether a request moves the top loading bar. Skipped (docs/RULES.md#common-request-rules): token calls, icon assets,
 * chat-widget calls and image content.
 */
export function isTrackedRequest(
  url: string,
  init: { headers?: HeadersInit } = {},
  rules: TrackerRules = defaultTrackerRules,
): boolean {
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return true;
  }
  const lower = url.toLowerCase();
  if (/\/(connect\/)?token\/?$/i.test(path) || /\/token\/(revocation|introspection)\/?$/i.test(path))
    return false;
  if (/\/assets\/icons\//i.test(path) || /\/api\/ui\/icons\//i.test(path)) return false;
  if (rules.chatWidgetPatterns.some((pattern) => lower.includes(pattern.toLowerCase()))) return false;
  if (imageExtension.test(path)) return false;
  const accept = new Headers(init.headers).get('Accept') ?? '';
  if (/^image\//i.test(accept.trim())) return false;
  return true;
}
