/**
 * The one guard for every target that comes from outside the code: a saved sign-in URL, a
 * maintenance callback, the hash after /auth/login, the path a close button reads. Such input is
 * untrusted: only a path of an allowed origin (ours by default) gets through, never a foreign host,
 * a script URL or a trick that a browser would read as one. Malformed input gets null, never a throw.
 */
export interface SafeTarget {
  /** The origin the target is on: ours or one of the allowed ones. */
  origin: string;
  pathname: string;
  search: string;
  hash: string;
  /** pathname + search + hash: what a router navigates to. */
  path: string;
  /** The path's segments, percent-decoded where that is well-formed (raw where it is not). */
  segments: string[];
}

export interface SafeTargetOptions {
  /** Our own origin, e.g. https://portal.example.cl. */
  origin: string;
  /** Further origins a target may be on (exact origins, compared after URL normalisation). */
  allowedOrigins?: readonly string[];
}

// Control characters and backslashes are how browsers get tricked into other hosts.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is matched here
const tricks = /[\u0000-\u001f\u007f\\]/;

function webOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** decodeURIComponent that keeps malformed input ("%E0") as it is instead of throwing. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The target, checked and taken apart, or null when it is absent, malformed or not allowed. */
export function safeTarget(input: unknown, options: SafeTargetOptions): SafeTarget | null {
  if (typeof input !== 'string' || input.trim() === '' || tricks.test(input)) return null;
  const own = webOrigin(options.origin);
  if (!own) return null;
  let url: URL;
  try {
    // Absolute URLs keep their origin; paths resolve against ours.
    url = new URL(input, own);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const allowed = new Set([own, ...(options.allowedOrigins ?? []).map(webOrigin).filter((o) => o !== null)]);
  if (!allowed.has(url.origin)) return null;
  // "/.//x" normalises to "//x", which a browser reads as another host.
  if (url.pathname.startsWith('//')) return null;
  return {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    path: `${url.pathname}${url.search}${url.hash}`,
    segments: url.pathname.split('/').filter(Boolean).map(decodeSegment),
  };
}

/** A path of this very site (pathname, query and fragment), or null. */
export function sameSitePath(input: unknown, origin: string): string | null {
  return safeTarget(input, { origin })?.path ?? null;
}
