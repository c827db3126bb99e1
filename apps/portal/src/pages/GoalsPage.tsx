import { GoalsScreen } from '@portal/features';
import { useTranslation } from 'react-i18next';
import { ActionLink } from './ActionLink.tsx';
import { SectionPage } from './SectionPage.tsx';

/** /goals (main layout): the goals' list, and the way to a new goal. */
export default function GoalsPage() {
  const { t } = useTranslation('app');
  return (
    <SectionPage id="goals" actions={<ActionLink to="/goals/new">{t('pages.goals.new')}</ActionLink>}>
      <GoalsScreen />
    </SectionPage>
  );
}
