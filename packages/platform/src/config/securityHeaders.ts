import type { RuntimeConfig } from './runtimeConfig.ts';

/**
 * The placeholder the build writes wherever the page's CSP nonce goes (Vite `html.cspNonce`: the
 * `<script>`/`<link>` tags and `<meta property="csp-nonce">`). The server replaces it with a fresh
 * value on every response and puts the same value in the Content-Security-Policy header.
 */
export const cspNoncePlaceholder = 'PORTAL_CSP_NONCE';

/** The parts of config.json that name other origins the page talks to. */
export type SecurityConfig = Pick<RuntimeConfig, 'apiBase' | 'oidc' | 'monitoringDsn' | 'chat' | 'rpc'>;

/** The origin of an absolute http(s) URL; relative URLs (same origin as the app) and others give null. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function sources(...values: (string | null | undefined)[]): string {
  return [...new Set(values.filter((value): value is string => Boolean(value)))].join(' ');
}

/**
 * The strict Content-Security-Policy of the portal's page, built only from config.json (one source,
 * so the policy cannot drift from the origins the app uses): no 'unsafe-inline', no 'unsafe-eval'.
 * Scripts and styles come from the app's origin, or carry the response's nonce where a server
 * writes one into each page (defence in depth; nothing of the portal needs it: a static host sends
 * the policy with no nonce). The API, RPC services, the OpenID provider, monitoring and the chat
 * provider are the only other origins.
 */
export function contentSecurityPolicy(config: SecurityConfig, nonce?: string): string {
  if (nonce !== undefined && !/^[A-Za-z0-9+/=_$-]+$/.test(nonce))
    throw new Error(`Not a usable CSP nonce: ${nonce}`);
  const pageNonce = nonce === undefined ? null : `'nonce-${nonce}'`;
  const api = originOf(config.apiBase);
  const rpc = Object.values(config.rpc ?? {}).map((service) => originOf(service.url));
  const provider = originOf(config.oidc.authority);
  // A Sentry-style DSN (https://key@host/project) reports to its own origin.
  const monitoring = config.monitoringDsn ? originOf(config.monitoringDsn) : null;
  const chat = config.chat ? originOf(config.chat.scriptUrl) : null;
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', sources("'self'", pageNonce, chat)],
    ['style-src', sources("'self'", pageNonce, chat)],
    // Profile photos and files come from the API; previews of a chosen photo are blob: URLs.
    ['img-src', sources("'self'", 'data:', 'blob:', api, chat)],
    ['font-src', sources("'self'", chat)],
    ['connect-src', sources("'self'", api, ...rpc, provider, monitoring, chat)],
    // The provider's silent-renewal and session-check frames; the chat provider's widget.
    ['frame-src', sources("'self'", provider, chat)],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', sources("'self'", provider)],
    // The portal is never framed by another origin (clickjacking; the app's webview is not a frame).
    // Its own origin may: silent renewal ends on /silent-refresh.html inside a hidden frame of the
    // portal, and 'none' would block that page too.
    ['frame-ancestors', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * Headers for every response of the app's origin. The access token travels in file URLs (docs/RULES.md#common-request-rules),
 * so no page or file of the portal sends a Referer; MIME types are never sniffed.
 */
export const commonSecurityHeaders: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * Headers for the HTML page: the common ones plus the policy, with this response's nonce where the
 * server writes one into the page (none on a static host).
 */
export function documentSecurityHeaders(config: SecurityConfig, nonce?: string): Record<string, string> {
  return { ...commonSecurityHeaders, 'Content-Security-Policy': contentSecurityPolicy(config, nonce) };
}

/** The nonce the server gave this page (the attribute is hidden after parsing; the property is not). */
export function pageCspNonce(doc: Document): string | undefined {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return nonce && nonce !== cspNoncePlaceholder ? nonce : undefined;
}
