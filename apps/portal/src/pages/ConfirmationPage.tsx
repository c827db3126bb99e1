import { EmailConfirmation } from '@portal/features';
import { usePortalSession } from '@portal/platform';
import { Card, Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { portalUrl } from '../routing/portalUrl.ts';
import { useFlowStep } from '../routing/stepContext.ts';
import { HomeLink } from './ActionLink.tsx';

/**
 * /confirmation (public, step layout). With `?token=` it is the email link of a new account, which
 * it confirms; without, the last step of a request (e.g. one already confirmed).
 */
export default function ConfirmationPage() {
  const { t } = useTranslation('app');
  const session = usePortalSession();
  const [search] = useSearchParams();
  const token = search.get('token');
  useFlowStep(1);
  if (token)
    return (
      <Page width="narrow" title={t('pages.confirmation.emailTitle')}>
        <Card>
          <EmailConfirmation token={token} onSignIn={() => void session.signIn(portalUrl('/onboarding'))} />
        </Card>
      </Page>
    );
  return (
    <Page
      width="narrow"
      title={t('pages.confirmation.title')}
      lead={t('pages.confirmation.lead')}
      actions={<HomeLink tone="primary" />}
    />
  );
}
