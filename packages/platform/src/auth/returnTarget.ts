import { safeTarget } from '../navigation/sameSite.ts';

/**
 * docs/RULES.md#sign-in-and-session-end (Login): "If a saved state URL exists, the browser goes to that origin's /auth/login# plus
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
  const basePath = options.basePath ?? '/';
  return `${target.origin}${basePath}auth/login#${withinApp(target.path, basePath)}`;
}

/**
 * The path as the app's routes know it: the saved URL is the browser's (`location.href`), which
 * under a sub-path carries the base, and the router adds the base again (/portal/portal/goals).
 */
export function withinApp(path: string, basePath: string): string {
  const base = basePath.replace(/\/$/, '');
  if (!base || !path.startsWith(base)) return path;
  const rest = path.slice(base.length);
  if (rest === '' || /^[?#]/.test(rest)) return `/${rest}`;
  return rest.startsWith('/') ? rest : path;
}
