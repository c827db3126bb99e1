import { FeeTable } from '@portal/features';
import { Card } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { ActionLink } from './ActionLink.tsx';
import { SectionPage } from './SectionPage.tsx';

/** /pricing (main layout): what investing costs, product by product and band by band. */
export default function PricingPage() {
  const { t } = useTranslation('app');
  return (
    <SectionPage
      id="pricing"
      actions={
        <ActionLink to="/discover" tone="secondary">
          {t('pages.pricing.discover')}
        </ActionLink>
      }
    >
      <Card title={t('pages.pricing.fees')} id="pricing-fees">
        <FeeTable />
      </Card>
    </SectionPage>
  );
}
