import { Card, SpacedList } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { GoalFlowFrame } from './GoalFlowFrame.tsx';

const howItWorks = ['goal', 'plan', 'deposit'] as const;

/**
 * /goals/start (signed in, step layout): the first investment. The same flow as /goals/new, opened
 * by what comes after it (the plan, then the first transfer), as the onboarding's last task.
 */
export default function GoalStartPage() {
  const { t } = useTranslation('app');
  return (
    <GoalFlowFrame
      id="goalStart"
      intro={
        <Card title={t('pages.goalStart.howTitle')} id="goal-start-how">
          <SpacedList as="ol" data-testid="goal-start-steps">
            {howItWorks.map((step) => (
              <li key={step}>{t(`pages.goalStart.how.${step}`)}</li>
            ))}
          </SpacedList>
        </Card>
      }
    />
  );
}
