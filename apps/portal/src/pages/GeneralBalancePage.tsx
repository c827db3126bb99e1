import { AllocationBreakdown, CategoryBalance, StatementList, TaxCertificateList } from '@portal/features';
import { useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionPage } from './SectionPage.tsx';

/**
 * /general-balance (main layout): the client's money consolidated by category and currency (its
 * total is the dashboard's), what it is invested in, the monthly statements and the annual tax
 * certificates to download.
 */
export default function GeneralBalancePage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());
  if (!user.data) return null;
  const goals = user.data.goals ?? [];
  return (
    <SectionPage id="generalBalance">
      <Card title={t('pages.generalBalance.total')} id="balance-total">
        <CategoryBalance goals={goals} />
      </Card>
      <Card title={t('pages.generalBalance.allocation')} id="balance-allocation">
        <AllocationBreakdown goals={goals} />
      </Card>
      <Card title={t('pages.generalBalance.statements')} id="balance-statements">
        <StatementList />
      </Card>
      <Card title={t('pages.generalBalance.taxCertificates')} id="balance-tax-certificates">
        <TaxCertificateList />
      </Card>
    </SectionPage>
  );
}
