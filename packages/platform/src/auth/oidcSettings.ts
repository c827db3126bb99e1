import type { RuntimeConfig } from '../config/runtimeConfig.ts';

/** Scopes the portal asks for (docs/RULES.md#sign-in Sign-in). */
export const oidcScopes = 'openid profile email apiv1 apiv2 offline_access IdentityServerApi';

/** Where the provider sends the browser back after sign-in (docs/RULES.md#routes-and-layouts: /auth/login/). */
export const signInReturnPath = 'auth/login/';
export const silentRefreshPath = 'silent-refresh.html';

export interface OidcSettingsInput {
  oidc: RuntimeConfig['oidc'];
  /** Absolute URL of the app's base, e.g. https://portal.example.cl/ */
  appBaseUrl: string;
}

/** Plain settings for oidc-client-ts's UserManager (kept separate so they can be unit-tested). */
export function userManagerSettings({ oidc, appBaseUrl }: OidcSettingsInput) {
  return {
    authority: oidc.authority,
    client_id: oidc.clientId,
    redirect_uri: new URL(signInReturnPath, appBaseUrl).href,
    silent_redirect_uri: new URL(silentRefreshPath, appBaseUrl).href,
    post_logout_redirect_uri: appBaseUrl,
    response_type: 'code',
    scope: oidcScopes,
    // Renewal is ours: serialised across tabs with the Web Locks API (see AuthSession.renew).
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: oidc.renewBeforeExpirySeconds ?? 60,
    // docs/RULES.md#constants-and-limits: session checks on (the provider's check_session_iframe, where it offers one; the CSP's
    // frame-src allows the provider). A config may turn them off.
    monitorSession: oidc.monitorSession ?? true,
    loadUserInfo: false,
    validateSubOnSilentRenew: true,
  } as const;
}
