import { useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from './pages.css.ts';
import { ActionLink, SectionPage } from './parts.tsx';

/** /advisor (main layout): the client's advisor (their manager, when they have one) and a meeting. */
export default function AdvisorPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  if (!user) return null;
  return (
    <SectionPage
      id="advisor"
      actions={<ActionLink to="/schedule-advisor">{t('pages.advisor.schedule')}</ActionLink>}
    >
      <Card title={t('pages.advisor.yours')} id="advisor-card">
        <p className={user.manager ? undefined : styles.muted}>
          {user.manager ? `${user.manager.firstname} ${user.manager.surname}` : t('pages.advisor.none')}
        </p>
      </Card>
    </SectionPage>
  );
}
