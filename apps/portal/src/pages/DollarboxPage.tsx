import { ProductOverview } from '@portal/features';
import { useApi } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageHeader } from '../shell/pageHeader.ts';
import { SectionPage } from './SectionPage.tsx';

/** /dollarbox (main layout): the client's wallet (Caja Moneda): what it is, and what it holds. */
export default function DollarboxPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  // On phones the header leads back home, with the wallet's name (docs/RULES.md#products-catalogue).
  usePageHeader({ back: '/dashboard', title: t('pages.dollarbox.title'), phoneOnly: true });
  if (!user) return null;
  return (
    <SectionPage id="dollarbox">
      <ProductOverview code="dollarbox" goals={user.goals ?? []} />
    </SectionPage>
  );
}
