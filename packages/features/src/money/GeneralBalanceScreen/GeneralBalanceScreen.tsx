import { useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AllocationBreakdown } from '../AllocationBreakdown/AllocationBreakdown.tsx';
import { ApvCertificateList } from '../ApvCertificateList/ApvCertificateList.tsx';
import { CategoryBalance } from '../CategoryBalance/CategoryBalance.tsx';
import { StatementList } from '../StatementList/StatementList.tsx';
import { TaxCertificateList } from '../TaxCertificateList/TaxCertificateList.tsx';

/**
 * The client's money consolidated (/general-balance): by category and currency (its total is the
 * dashboard's), what it is invested in, the monthly statements and the annual tax certificates;
 * a person with an APV, its yearly certificates beside them.
 */
export function GeneralBalanceScreen() {
  const { t } = useTranslation('money');
  const user = useQuery(useApi().queries.currentUser()).data;
  if (!user) return null;
  const goals = user.goals ?? [];
  return (
    <>
      <Card title={t('generalBalance.total')} id="balance-total">
        <CategoryBalance goals={goals} />
      </Card>
      <Card title={t('generalBalance.allocation')} id="balance-allocation">
        <AllocationBreakdown goals={goals} />
      </Card>
      <Card title={t('generalBalance.statements')} id="balance-statements">
        <StatementList />
      </Card>
      <Card title={t('generalBalance.taxCertificates')} id="balance-tax-certificates">
        <TaxCertificateList />
      </Card>
      {goals.some((goal) => goal.apv) ? (
        <Card title={t('generalBalance.apvCertificates')} id="balance-apv-certificates">
          <ApvCertificateList />
        </Card>
      ) : null}
    </>
  );
}
