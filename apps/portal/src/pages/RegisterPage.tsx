import { usePortalSession } from '@portal/platform';
import { Button, Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { ActionLink, portalUrl } from './parts.tsx';

/** /register (public): opening an account starts at the sign-in provider, which registers too. */
export default function RegisterPage() {
  const { t } = useTranslation('app');
  const session = usePortalSession();
  return (
    <Page
      width="narrow"
      title={t('pages.register.title')}
      lead={t('pages.register.lead')}
      actions={
        <>
          <Button onClick={() => void session.signIn(portalUrl('/onboarding'))}>
            {t('pages.register.start')}
          </Button>
          <ActionLink to="/auth" tone="secondary">
            {t('pages.register.haveAccount')}
          </ActionLink>
        </>
      }
    />
  );
}
