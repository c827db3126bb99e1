import { useTranslation } from 'react-i18next';
import { ActionLink, SectionPage } from './parts.tsx';

/** /entity/activate (main layout): "Invertir como empresa", where a company's registration starts. */
export default function EntityActivatePage() {
  const { t } = useTranslation('app');
  return (
    <SectionPage
      id="entityActivate"
      actions={<ActionLink to="/entity/new">{t('pages.entityActivate.start')}</ActionLink>}
    />
  );
}
