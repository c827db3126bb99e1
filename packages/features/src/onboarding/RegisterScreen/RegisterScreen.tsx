import type { RegistrationSent } from '@portal/platform';
import { Card, Page } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
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
        actions={<ButtonLink to="/dashboard">{t('register.home')}</ButtonLink>}
      />
    );
  return (
    <Page
      width="narrow"
      title={t('register.title')}
      lead={t('register.lead')}
      actions={
        <ButtonLink tone="secondary" to="/auth">
          {t('register.haveAccount')}
        </ButtonLink>
      }
    >
      <Card>
        <RegistrationForm termsHref={termsHref} afterSent={afterSent} />
      </Card>
    </Page>
  );
}
