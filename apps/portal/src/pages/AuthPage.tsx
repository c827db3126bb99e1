import { useAuthState, usePortalSession } from '@portal/platform';
import { Button, Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { portalUrl } from '../routing/portalUrl.ts';
import { ActionLink } from './ActionLink.tsx';

/** /auth (public): the way in. A client already signed in is offered the portal instead. */
export default function AuthPage() {
  const { t } = useTranslation('app');
  const session = usePortalSession();
  const signedIn = useAuthState().status === 'signed-in';
  return (
    <Page
      width="narrow"
      title={t(signedIn ? 'pages.auth.signedInTitle' : 'pages.auth.title')}
      lead={t(signedIn ? 'pages.auth.signedInLead' : 'pages.auth.lead')}
      actions={
        signedIn ? (
          <ActionLink to="/dashboard">{t('pages.common.home')}</ActionLink>
        ) : (
          <>
            <Button onClick={() => void session.signIn(portalUrl('/dashboard'))}>
              {t('pages.auth.signIn')}
            </Button>
            <ActionLink to="/register" tone="secondary">
              {t('pages.auth.register')}
            </ActionLink>
          </>
        )
      }
    />
  );
}
