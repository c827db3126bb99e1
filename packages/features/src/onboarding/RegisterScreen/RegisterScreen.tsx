import type { RegistrationSent } from '@portal/platform';
import { buttonTone, Card, Page } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegistrationForm } from '../RegistrationForm/RegistrationForm.tsx';

export interface RegisterScreenProps {
  /** Signed in already: the way to the portal instead of the form. */
  signedIn: boolean;
  /** The terms and conditions the client accepts (a file the app serves). */
  termsHref: string;
  /** What the page adds under "we sent you a link" (the demo shows its outbox there). */
  afterSent?: (sent: RegistrationSent) => ReactNode;
}

/**
 * Opening an account (docs/RULES.md#registration): name, RUT, email and a password, then the email
 * confirmed from its link; with the way to sign in for who has an account.
 */
export function RegisterScreen({ signedIn, termsHref, afterSent }: RegisterScreenProps) {
  const { t } = useTranslation('onboarding');
  if (signedIn)
    return (
      <Page
        width="narrow"
        title={t('register.signedInTitle')}
        lead={t('register.signedInLead')}
        actions={
          <Link className={buttonTone.primary} to="/dashboard">
            {t('register.home')}
          </Link>
        }
      />
    );
  return (
    <Page
      width="narrow"
      title={t('register.title')}
      lead={t('register.lead')}
      actions={
        <Link className={buttonTone.secondary} to="/auth">
          {t('register.haveAccount')}
        </Link>
      }
    >
      <Card>
        <RegistrationForm termsHref={termsHref} afterSent={afterSent} />
      </Card>
    </Page>
  );
}
