import { canOpenAccount } from '@portal/features';
import { useApi } from '@portal/platform';
import { Card, DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFlowStep } from '../routing/stepContext.ts';
import * as styles from './pages.css.ts';
import { HomeLink, SectionPage } from './parts.tsx';

/** Onboarding steps in order; FOURTH and DONE open the account (SPEC §4). */
export const onboardingSteps = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'DONE'] as const;

/** /onboarding (signed in, step layout): where the client's registration stands, and the way on. */
export default function OnboardingPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const status = useQuery(queries.userStatus());
  useFlowStep(1);
  const step = status.data?.onboardingStep;
  const done = step !== undefined && canOpenAccount(step);
  const position = onboardingSteps.indexOf(step as (typeof onboardingSteps)[number]);
  return (
    <SectionPage id="onboarding" width="narrow" actions={done ? <HomeLink tone="primary" /> : null}>
      <Card>
        <DataState
          state={status.data ? 'ready' : status.isError ? 'error' : 'loading'}
          onRetry={() => void status.refetch()}
        >
          <p className={styles.figure}>
            {done
              ? t('pages.onboarding.done')
              : t('pages.onboarding.progress', { step: Math.max(position, 0) + 1, total: 3 })}
          </p>
          <p className={styles.muted}>
            {t(done ? 'pages.onboarding.doneLead' : 'pages.onboarding.pendingLead')}
          </p>
        </DataState>
      </Card>
    </SectionPage>
  );
}
