import { ReferralPanel } from '@portal/features';
import { Card } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { SectionPage } from './SectionPage.tsx';

/** /referral (main layout): the client's code and link to invite friends, and whom they invited. */
export default function ReferralPage() {
  const { t } = useTranslation('app');
  return (
    <SectionPage id="referral">
      <Card title={t('pages.referral.programme')} id="referral-programme">
        <ReferralPanel />
      </Card>
    </SectionPage>
  );
}
