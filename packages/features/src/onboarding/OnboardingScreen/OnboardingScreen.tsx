import { stateOfQuery, useApi } from '@portal/platform';
import { Card, DataState, Item, ItemList, Page, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { onboardingProgress, registrationStepCount } from '../onboardingProgress.ts';

/** The tasks that move the onboarding, in order: each one done moves it a step. */
const tasks = [
  { id: 'card', to: '/validateci' },
  { id: 'kyc', to: '/kyc' },
  { id: 'contract', to: '/contract' },
  { id: 'firstGoal', to: '/goals/start' },
] as const;

/**
 * Where the client's registration stands (/onboarding): its tasks in order (done, the next one with
 * its link, the rest to come); after step 3 the account opens, and the way home is offered. The
 * page is "Tu registro" whatever its state; only a registration with steps left says so under it.
 */
export function OnboardingScreen() {
  const { t } = useTranslation('onboarding');
  const status = useQuery(useApi().queries.userStatus());
  const step = status.data?.onboardingStep;
  const { position, stepOfThree, open } = onboardingProgress(step ?? '');
  return (
    <Page
      width="narrow"
      title={t('progress.title')}
      lead={status.data && !open ? t('progress.lead') : undefined}
      actions={open ? <ButtonLink to="/dashboard">{t('progress.home')}</ButtonLink> : null}
    >
      <Card>
        <DataState state={stateOfQuery(status)} onRetry={() => void status.refetch()}>
          <Text size="xxl" weight="bold" numeric data-testid="onboarding-progress">
            {open
              ? t(step === 'DONE' ? 'progress.done' : 'progress.open')
              : t('progress.progress', { step: stepOfThree, total: registrationStepCount })}
          </Text>
          <Text tone="muted" size="sm">
            {t(open ? 'progress.doneLead' : 'progress.pendingLead')}
          </Text>
          <ItemList as="ol" aria-label={t('progress.tasks')}>
            {tasks.map((task, index) => {
              const state = index < position ? 'done' : index === position ? 'next' : 'later';
              return (
                <Item key={task.id} data-state={state}>
                  <span>
                    {t(`progress.task.${task.id}`)}
                    <Text as="span" tone="muted" size="sm">
                      {' '}
                      · {t(`progress.state.${state}`)}
                    </Text>
                  </span>
                  {state === 'next' ? <ButtonLink to={task.to}>{t('progress.go')}</ButtonLink> : null}
                </Item>
              );
            })}
          </ItemList>
        </DataState>
      </Card>
    </Page>
  );
}
