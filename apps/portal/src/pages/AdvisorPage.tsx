import { AdvisorCard } from '@portal/features';
import { Card } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { ActionLink } from './ActionLink.tsx';
import { SectionPage } from './SectionPage.tsx';

/** /advisor (main layout): the client's advisor, how to reach them, and a meeting as the next step. */
export default function AdvisorPage() {
  const { t } = useTranslation('app');
  return (
    <SectionPage
      id="advisor"
      actions={<ActionLink to="/schedule-advisor">{t('pages.advisor.schedule')}</ActionLink>}
    >
      <Card title={t('pages.advisor.yours')} id="advisor-card">
        <AdvisorCard />
      </Card>
    </SectionPage>
  );
}
