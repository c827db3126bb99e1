import { useApi } from '@portal/platform';
import { Card, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InsuranceRows } from '../InsuranceRows/InsuranceRows.tsx';

/** The client's insurance contracts (/insurances), each leading to its page; or that there are none. */
export function InsurancesScreen() {
  const { t } = useTranslation('insurance');
  const user = useQuery(useApi().queries.currentUser()).data;
  if (!user) return null;
  const contracts = user.insuranceContracts ?? [];
  return (
    <Card title={t('list.title')} id="insurances-list">
      {contracts.length === 0 ? (
        <Text tone="muted" size="sm">
          {t('list.empty')}
        </Text>
      ) : (
        <InsuranceRows contracts={contracts} />
      )}
    </Card>
  );
}
