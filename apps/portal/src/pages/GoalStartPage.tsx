import { useTranslation } from 'react-i18next';
import { useFlowStep } from '../routing/stepContext.ts';
import { ActionLink, SectionPage } from './parts.tsx';

/** /goals/start (signed in, step layout): the first investment, before any goal exists. */
export default function GoalStartPage() {
  const { t } = useTranslation('app');
  useFlowStep(1);
  return (
    <SectionPage
      id="goalStart"
      width="narrow"
      actions={<ActionLink to="/goals/new">{t('pages.goalStart.next')}</ActionLink>}
    />
  );
}
