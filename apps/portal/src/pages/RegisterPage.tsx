import { RegistrationForm } from '@portal/features';
import { useAuthState } from '@portal/platform';
import { Card, Page } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionLink } from './ActionLink.tsx';

/** The terms a new client accepts: a file the app serves (public: no token yet). */
export const termsPdf = `${import.meta.env.BASE_URL}assets/terminos-y-condiciones.pdf`;

/** Demo builds only (tree-shaken elsewhere): the email the mock backend "sent", with its link. */
const DemoOutbox = import.meta.env.VITE_DEMO === 'true' ? lazy(() => import('../demo/DemoOutbox.tsx')) : null;

/**
 * /register (public, empty layout): a new client opens an account with their name, RUT, email and
 * a password, then confirms their email from the link (/confirmation). Signed in already, the way
 * to the portal instead.
 */
export default function RegisterPage() {
  const { t } = useTranslation('app');
  const signedIn = useAuthState().status === 'signed-in';
  if (signedIn)
    return (
      <Page
        width="narrow"
        title={t('pages.register.signedInTitle')}
        lead={t('pages.register.signedInLead')}
        actions={<ActionLink to="/dashboard">{t('pages.common.home')}</ActionLink>}
      />
    );
  return (
    <Page
      width="narrow"
      title={t('pages.register.title')}
      lead={t('pages.register.lead')}
      actions={
        <ActionLink to="/auth" tone="secondary">
          {t('pages.register.haveAccount')}
        </ActionLink>
      }
    >
      <Card>
        <RegistrationForm
          termsHref={termsPdf}
          afterSent={
            DemoOutbox
              ? (sent) => (
                  <Suspense fallback={null}>
                    <DemoOutbox email={sent.email} />
                  </Suspense>
                )
              : undefined
          }
        />
      </Card>
    </Page>
  );
}
