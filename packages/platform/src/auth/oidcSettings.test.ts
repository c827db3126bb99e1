import { describe, expect, it } from 'vitest';
import { oidcScopes, userManagerSettings } from './oidcSettings.ts';

const oidc = { authority: 'https://id.example.cl', clientId: 'portal-web' };

describe('userManagerSettings (docs/RULES.md#sign-in Sign-in, §9)', () => {
  it('asks for the scopes of docs/RULES.md#sign-in, by authorization code, back on /auth/login/', () => {
    const settings = userManagerSettings({ oidc, appBaseUrl: 'https://portal.example.cl/' });
    expect(oidcScopes).toBe('openid profile email apiv1 apiv2 offline_access IdentityServerApi');
    expect(settings).toMatchObject({
      authority: 'https://id.example.cl',
      client_id: 'portal-web',
      scope: oidcScopes,
      response_type: 'code',
      redirect_uri: 'https://portal.example.cl/auth/login/',
      silent_redirect_uri: 'https://portal.example.cl/silent-refresh.html',
      post_logout_redirect_uri: 'https://portal.example.cl/',
    });
  });

  it('keeps the base the app is served under', () => {
    const settings = userManagerSettings({ oidc, appBaseUrl: 'https://x.example.cl/portal/' });
    expect(settings.redirect_uri).toBe('https://x.example.cl/portal/auth/login/');
    expect(settings.silent_redirect_uri).toBe('https://x.example.cl/portal/silent-refresh.html');
  });

  it.each([
    ['unset: on (docs/RULES.md#constants-and-limits "session checks on")', undefined, true],
    ['turned off by the config', false, false],
    ['turned on by the config', true, true],
  ])('session checks %s', (_case, monitorSession, expected) => {
    expect(
      userManagerSettings({ oidc: { ...oidc, monitorSession }, appBaseUrl: 'https://p.cl/' }).monitorSession,
    ).toBe(expected);
  });

  it("renews ahead of expiry by the configured seconds, 60 by default (renewal is ours, not the library's)", () => {
    const base = { appBaseUrl: 'https://p.cl/' };
    expect(userManagerSettings({ oidc, ...base }).accessTokenExpiringNotificationTimeInSeconds).toBe(60);
    expect(
      userManagerSettings({ oidc: { ...oidc, renewBeforeExpirySeconds: 120 }, ...base })
        .accessTokenExpiringNotificationTimeInSeconds,
    ).toBe(120);
    expect(userManagerSettings({ oidc, ...base }).automaticSilentRenew).toBe(false);
  });
});
