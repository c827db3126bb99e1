import { ButtonLink } from '@portal/features';
import { useTranslation } from 'react-i18next';

/** A link that looks like a button (the next step, the way back): the features' kit's, as the screens draw it. */
export const ActionLink = ButtonLink;

/** "Ir al inicio": every page outside the main layout offers the way home. */
export function HomeLink({ tone = 'secondary' }: { tone?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('app');
  return (
    <ButtonLink to="/dashboard" tone={tone}>
      {t('pages.common.home')}
    </ButtonLink>
  );
}
