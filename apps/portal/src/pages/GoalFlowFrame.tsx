import { GoalNewFlow, type GoalNewStep, goalNewStepNumber, goalNewStepOf } from '@portal/features';
import { Card, Page } from '@portal/ui';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';

/**
 * The new-goal flow in its page (step layout), for /goals/new and /goals/start. The steps live in
 * `?paso=`, so back, forward and a reload land on the same step; `intro` shows above the first one.
 */
export function GoalFlowFrame({ id, intro }: { id: 'goalNew' | 'goalStart'; intro?: ReactNode }) {
  const { t } = useTranslation('app');
  const [search, setSearch] = useSearchParams();
  const step = goalNewStepOf(search.get('paso'));
  useFlowStep(goalNewStepNumber(step));
  const toStep = useCallback(
    (next: GoalNewStep, options?: { replace?: boolean }) =>
      setSearch(next === 'meta' ? {} : { paso: next }, { replace: options?.replace ?? false }),
    [setSearch],
  );
  return (
    <Page width="narrow" title={t(`pages.${id}.title`)} lead={t(`pages.${id}.lead`)}>
      {step === 'meta' ? intro : null}
      <Card>
        <GoalNewFlow step={step} onStep={toStep} />
      </Card>
    </Page>
  );
}
