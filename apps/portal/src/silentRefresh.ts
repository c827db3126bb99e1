// The iframe page of silent renewal when no refresh token exists (docs/RULES.md#sign-in: /silent-refresh.html):
// hands the provider's answer back to the portal window that opened it.
import { UserManager } from 'oidc-client-ts';

// The settings are not used by the callback; the constructor only needs them present.
void new UserManager({
  authority: window.location.origin,
  client_id: 'portal-web',
  redirect_uri: window.location.href,
})
  .signinSilentCallback()
  .catch((error: unknown) => console.error(error));
