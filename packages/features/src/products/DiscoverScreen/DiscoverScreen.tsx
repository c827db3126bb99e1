import { useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductCatalogue } from '../ProductCatalogue/ProductCatalogue.tsx';

/** The products a client can invest in (/discover), and what they already hold in each. */
export function DiscoverScreen() {
  const { t } = useTranslation('products');
  const user = useQuery(useApi().queries.currentUser()).data;
  if (!user) return null;
  return (
    <Card title={t('discover.products')} id="discover-products">
      <ProductCatalogue goals={user.goals ?? []} />
    </Card>
  );
}
