import { useApi } from '@portal/platform';
import { Card, CopyButton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from './pages.css.ts';
import { SectionPage } from './parts.tsx';

/** /referral (main layout): the client's code to invite friends. */
export default function ReferralPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());
  if (!user.data) return null;
  return (
    <SectionPage id="referral">
      <Card title={t('pages.referral.code')} id="referral-code">
        <div className={styles.actions}>
          <span className={styles.figure}>{user.data.id}</span>
          <CopyButton value={user.data.id} description={t('pages.referral.code')} />
        </div>
      </Card>
    </SectionPage>
  );
}
