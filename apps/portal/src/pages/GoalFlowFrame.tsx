import { GoalNewFlow, goalNewFlow, useStepParam } from '@portal/features';
import { Card, Page } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowStep } from '../routing/stepContext.ts';

/**
 * The new-goal flow in its page (step layout), for /goals/new and /goals/start. The steps live in
 * `?paso=`, so back, forward and a reload land on the same step; `intro` shows above the first one.
 */
export function GoalFlowFrame({ id, intro }: { id: 'goalNew' | 'goalStart'; intro?: ReactNode }) {
  const { t } = useTranslation('app');
  const { step, toStep } = useStepParam(goalNewFlow);
  useFlowStep(goalNewFlow.stepNumber(step));
  return (
    <Page width="narrow" title={t(`pages.${id}.title`)} lead={t(`pages.${id}.lead`)}>
      {step === 'meta' ? intro : null}
      <Card>
        <GoalNewFlow step={step} onStep={toStep} />
      </Card>
    </Page>
  );
}
