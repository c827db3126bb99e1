import { returnTargetFor } from '../returnTarget.ts';

/** Whether this URL is the provider's redirect back with a code to exchange. */
export function isSignInCallback(url: URL): boolean {
  return (
    url.pathname.endsWith('/auth/login/') && url.searchParams.has('code') && url.searchParams.has('state')
  );
}

export type AfterSignIn =
  /** Another allowed origin: the browser must go there. */
  | { kind: 'assign'; url: string }
  /** This origin: replace the history entry; the app's /auth/login route reads the fragment. */
  | { kind: 'replace'; path: string };

/** Where the browser goes once signed in (docs/RULES.md#states-and-transitions): the saved URL when it is allowed, else the dashboard. */
export function afterSignIn(
  saved: unknown,
  options: { currentOrigin: string; allowedOrigins?: readonly string[]; basePath: string },
): AfterSignIn {
  const target = returnTargetFor(saved, options);
  if (target && new URL(target).origin !== options.currentOrigin) return { kind: 'assign', url: target };
  return { kind: 'replace', path: target ?? `${options.basePath}auth/login#/dashboard` };
}
