import { GoalsScreen, useRegistration } from '@portal/features';
import { useTranslation } from 'react-i18next';
import { ActionLink } from './ActionLink.tsx';
import { SectionPage } from './SectionPage.tsx';

/**
 * /goals (main layout): the goals' list, and the way to a new goal once the account is open (a
 * client still registering is led on by the dashboard and /goals/new).
 */
export default function GoalsPage() {
  const { t } = useTranslation('app');
  const registering = useRegistration()?.open === false;
  return (
    <SectionPage
      id="goals"
      actions={registering ? null : <ActionLink to="/goals/new">{t('pages.goals.new')}</ActionLink>}
    >
      <GoalsScreen />
    </SectionPage>
  );
}
