import { safeTarget } from '../navigation/sameSite.ts';

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

/** The URL to go to after sign-in, or null when the saved URL is absent or not allowed. */
export function returnTargetFor(savedUrl: unknown, options: ReturnTargetOptions): string | null {
  const target = safeTarget(savedUrl, {
    origin: options.currentOrigin,
    allowedOrigins: options.allowedOrigins,
  });
  if (!target) return null;
  return `${target.origin}${options.basePath ?? '/'}auth/login#${target.path}`;
}
