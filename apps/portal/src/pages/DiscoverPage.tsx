import { DiscoverScreen } from '@portal/features';
import { useTranslation } from 'react-i18next';
import { ActionLink } from './ActionLink.tsx';
import { SectionPage } from './SectionPage.tsx';

/** /discover (main layout): the products a client can invest in, and the way to their fees. */
export default function DiscoverPage() {
  const { t } = useTranslation('app');
  return (
    <SectionPage
      id="discover"
      actions={
        <ActionLink to="/pricing" tone="secondary">
          {t('pages.discover.pricing')}
        </ActionLink>
      }
    >
      <DiscoverScreen />
    </SectionPage>
  );
}
