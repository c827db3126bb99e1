import { onboardingProgress, registrationStepCount } from '@portal/features';
import { stateOfQuery, useApi } from '@portal/platform';
import { buttonTone, Card, DataState, Item, ItemList } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';
import { HomeLink } from './ActionLink.tsx';
import * as styles from './pages.css.ts';
import { SectionPage } from './SectionPage.tsx';

/** The tasks that move the onboarding, in order: each one done moves it a step. */
const tasks = [
  { id: 'card', to: '/validateci' },
  { id: 'kyc', to: '/kyc' },
  { id: 'contract', to: '/contract' },
  { id: 'firstGoal', to: '/goals/start' },
] as const;

/**
 * /onboarding (signed in, step layout): where the client's registration stands, as a list of its
 * tasks (done, the next one with its link, the rest to come); after step 3 the account opens.
 */
export default function OnboardingPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const status = useQuery(queries.userStatus());
  useFlowStep(1);
  const step = status.data?.onboardingStep;
  const { position, stepOfThree, open } = onboardingProgress(step ?? '');
  return (
    <SectionPage id="onboarding" width="narrow" actions={open ? <HomeLink tone="primary" /> : null}>
      <Card>
        <DataState state={stateOfQuery(status)} onRetry={() => void status.refetch()}>
          <p className={styles.figure} data-testid="onboarding-progress">
            {open
              ? t(step === 'DONE' ? 'pages.onboarding.done' : 'pages.onboarding.open')
              : t('pages.onboarding.progress', { step: stepOfThree, total: registrationStepCount })}
          </p>
          <p className={styles.muted}>
            {t(open ? 'pages.onboarding.doneLead' : 'pages.onboarding.pendingLead')}
          </p>
          <ItemList as="ol" aria-label={t('pages.onboarding.tasks')}>
            {tasks.map((task, index) => {
              const state = index < position ? 'done' : index === position ? 'next' : 'later';
              return (
                <Item key={task.id} data-state={state}>
                  <span>
                    {t(`pages.onboarding.task.${task.id}`)}
                    <span className={styles.muted}> · {t(`pages.onboarding.state.${state}`)}</span>
                  </span>
                  {state === 'next' ? (
                    <Link className={buttonTone.primary} to={task.to}>
                      {t('pages.onboarding.go')}
                    </Link>
                  ) : null}
                </Item>
              );
            })}
          </ItemList>
        </DataState>
      </Card>
    </SectionPage>
  );
}
