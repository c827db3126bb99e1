import { MeetingScheduler } from '@portal/features';
import { useTranslation } from 'react-i18next';
import { useFlowStep } from '../routing/stepContext.ts';
import { ActionLink, HomeLink } from './ActionLink.tsx';
import * as styles from './pages.css.ts';
import { SectionPage } from './SectionPage.tsx';

/** /schedule-advisor (signed in, step layout): booking a meeting with the client's advisor. */
export default function ScheduleAdvisorPage() {
  const { t } = useTranslation('app');
  useFlowStep(1);
  return (
    <SectionPage id="scheduleAdvisor" width="narrow">
      <MeetingScheduler
        after={
          <div className={styles.actions}>
            <ActionLink to="/advisor">{t('pages.scheduleAdvisor.back')}</ActionLink>
            <HomeLink />
          </div>
        }
      />
    </SectionPage>
  );
}
