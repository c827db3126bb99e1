import { InsuranceRows } from '@portal/features';
import { useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from './pages.css.ts';
import { SectionPage } from './SectionPage.tsx';

/** /insurances (main layout): the client's insurance contracts. */
export default function InsurancesPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  if (!user) return null;
  const contracts = user.insuranceContracts ?? [];
  return (
    <SectionPage id="insurances">
      <Card title={t('pages.insurances.listTitle')} id="insurances-list">
        {contracts.length === 0 ? (
          <p className={styles.muted}>{t('pages.insurances.empty')}</p>
        ) : (
          <InsuranceRows contracts={contracts} />
        )}
      </Card>
    </SectionPage>
  );
}
