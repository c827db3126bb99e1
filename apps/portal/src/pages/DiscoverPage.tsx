import { ProductCatalogue } from '@portal/features';
import { useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionLink } from './ActionLink.tsx';
import { SectionPage } from './SectionPage.tsx';

/** /discover (main layout): the products a client can invest in, and what they already hold in each. */
export default function DiscoverPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  if (!user) return null;
  return (
    <SectionPage
      id="discover"
      actions={
        <ActionLink to="/pricing" tone="secondary">
          {t('pages.discover.pricing')}
        </ActionLink>
      }
    >
      <Card title={t('pages.discover.products')} id="discover-products">
        <ProductCatalogue goals={user.goals ?? []} />
      </Card>
    </SectionPage>
  );
}
