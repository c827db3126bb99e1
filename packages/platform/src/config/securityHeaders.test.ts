import { describe, expect, it } from 'vitest';
import {
  commonSecurityHeaders,
  contentSecurityPolicy,
  documentSecurityHeaders,
  originOf,
  type SecurityConfig,
} from './securityHeaders.ts';

const demo: SecurityConfig = {
  apiBase: './',
  oidc: { authority: 'http://127.0.0.1:4000', clientId: 'portal-web' },
};

const production: SecurityConfig = {
  apiBase: 'https://api.example.cl/v2/',
  oidc: { authority: 'https://login.example.cl/realms/clients', clientId: 'portal-web' },
  monitoringDsn: 'https://key@o1.ingest.sentry.io/42',
  chat: { scriptUrl: 'https://widget.chat.example.com/loader.js' },
  rpc: { user: { url: 'https://rpc.example.cl/user/' }, goals: { url: 'rpc/goals/' } },
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy (docs/RULES.md#constants-and-limits: strict, from config.json only)', () => {
  it.each<[string, SecurityConfig, string, string[]]>([
    ['demo: scripts from the app and the nonce only', demo, 'script-src', ["'self'", "'nonce-abc'"]],
    ['demo: styles from the app and the nonce only', demo, 'style-src', ["'self'", "'nonce-abc'"]],
    ['demo: relative API is the app itself', demo, 'connect-src', ["'self'", 'http://127.0.0.1:4000']],
    ['demo: the provider may frame its renewal page', demo, 'frame-src', ["'self'", 'http://127.0.0.1:4000']],
    ['never framed by another origin (its own renewal frame may be)', demo, 'frame-ancestors', ["'self'"]],
    ['no plugins', demo, 'object-src', ["'none'"]],
    ['no <base> elsewhere', demo, 'base-uri', ["'self'"]],
    [
      'production: API, RPC, provider, monitoring and chat are the only other origins',
      production,
      'connect-src',
      [
        "'self'",
        'https://api.example.cl',
        'https://rpc.example.cl',
        'https://login.example.cl',
        'https://o1.ingest.sentry.io',
        'https://widget.chat.example.com',
      ],
    ],
    [
      'production: the chat provider may run its script',
      production,
      'script-src',
      ["'self'", "'nonce-abc'", 'https://widget.chat.example.com'],
    ],
    [
      'production: photos and files from the API',
      production,
      'img-src',
      ["'self'", 'data:', 'blob:', 'https://api.example.cl', 'https://widget.chat.example.com'],
    ],
    [
      'production: forms post only to the app and the provider',
      production,
      'form-action',
      ["'self'", 'https://login.example.cl'],
    ],
  ])('%s', (_name, config, directive, expected) => {
    expect(directives(contentSecurityPolicy(config, 'abc')).get(directive)).toEqual(expected);
  });

  it.each([demo, production])('never allows inline code or eval', (config) => {
    const policy = contentSecurityPolicy(config, 'abc');
    expect(policy).not.toMatch(/unsafe-|\*|https?:(?!\/\/)/);
  });

  it('a DSN or chat URL that is not http(s) adds no origin', () => {
    const policy = contentSecurityPolicy(
      { ...demo, monitoringDsn: 'not a url', chat: { scriptUrl: 'javascript:alert(1)' } },
      'abc',
    );
    expect(directives(policy).get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4000']);
    expect(directives(policy).get('script-src')).toEqual(["'self'", "'nonce-abc'"]);
  });

  it.each(["a' 'unsafe-inline", 'a b', 'a;script-src *', ''])(
    'refuses a nonce that would change the policy: %j',
    (nonce) => {
      expect(() => contentSecurityPolicy(demo, nonce)).toThrow(/nonce/);
    },
  );

  it('a static host sends the policy with no nonce: styles and scripts from the app only', () => {
    const policy = documentSecurityHeaders(demo)['Content-Security-Policy'] ?? '';
    expect(directives(policy).get('style-src')).toEqual(["'self'"]);
    expect(directives(policy).get('script-src')).toEqual(["'self'"]);
    expect(directives(policy).get('default-src')).toEqual(["'self'"]);
    expect(policy).not.toContain('nonce');
    expect(policy).not.toContain('unsafe');
  });

  it('the page gets the policy with its nonce and the common headers', () => {
    const headers = documentSecurityHeaders(demo, 'n0nce');
    expect(headers).toMatchObject(commonSecurityHeaders);
    expect(headers['Content-Security-Policy']).toContain("'nonce-n0nce'");
    expect(commonSecurityHeaders).toMatchObject({
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});

describe('originOf', () => {
  it.each<[string, string | null]>([
    ['./', null],
    ['/api/', null],
    ['https://api.example.cl/v2/', 'https://api.example.cl'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
    ['HTTPS://API.EXAMPLE.CL:8443/', 'https://api.example.cl:8443'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
  ])('%s -> %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});
