/**
 * SPEC §4 (Login): "If a saved state URL exists, the browser goes to that origin's /auth/login# plus
 * its path". The saved URL comes from storage or the sign-in state, so it is untrusted: only an
 * allowed origin (the app's own by default) may be a target, never a foreign site or a script URL.
 */
export interface ReturnTargetOptions {
  /** The app's origin, e.g. https://portal.example.cl */
  currentOrigin: string;
  /** Further origins allowed as targets (exact origins, compared after URL normalisation). */
  allowedOrigins?: readonly string[];
  /** The app's base path (with trailing slash); the target is {origin}{basePath}auth/login#{path}. */
  basePath?: string;
}

function normalisedOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The URL to go to after sign-in, or null when the saved URL is absent or not allowed. */
export function returnTargetFor(savedUrl: unknown, options: ReturnTargetOptions): string | null {
  if (typeof savedUrl !== 'string' || savedUrl.trim() === '') return null;
  // Control characters and backslashes are how browsers get tricked into other hosts: refuse outright.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is matched here
  if (/[\u0000-\u001f\u007f\\]/.test(savedUrl)) return null;
  const own = normalisedOrigin(options.currentOrigin);
  if (!own) return null;
  let url: URL;
  try {
    // Absolute URLs keep their origin; paths resolve against our own origin.
    url = new URL(savedUrl, own);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const allowed = new Set([
    own,
    ...(options.allowedOrigins ?? []).map(normalisedOrigin).filter((o) => o !== null),
  ]);
  if (!allowed.has(url.origin)) return null;
  const basePath = options.basePath ?? '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return `${url.origin}${basePath}auth/login#${path}`;
}
