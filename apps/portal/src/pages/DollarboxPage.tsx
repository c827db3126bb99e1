import { ProductScreen, usePageHeader } from '@portal/features';
import { useTranslation } from 'react-i18next';
import { SectionPage } from './SectionPage.tsx';

/** /dollarbox (main layout): the client's wallet (Caja Moneda): what it is, and what it holds. */
export default function DollarboxPage() {
  const { t } = useTranslation('app');
  // On phones the header leads back home, with the wallet's name (docs/RULES.md#products-catalogue).
  usePageHeader({ back: '/dashboard', title: t('pages.dollarbox.title'), phoneOnly: true });
  return (
    <SectionPage id="dollarbox">
      <ProductScreen code="dollarbox" />
    </SectionPage>
  );
}
