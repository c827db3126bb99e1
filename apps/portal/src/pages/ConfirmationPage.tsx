import { Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { HomeLink } from './parts.tsx';

/** /confirmation (public, step layout): the last step of a request, e.g. a confirmed e-mail. */
export default function ConfirmationPage() {
  const { t } = useTranslation('app');
  return (
    <Page
      width="narrow"
      title={t('pages.confirmation.title')}
      lead={t('pages.confirmation.lead')}
      actions={<HomeLink tone="primary" />}
    />
  );
}
