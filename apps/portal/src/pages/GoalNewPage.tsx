import { GoalNewFlow, type GoalNewStep, goalNewStepNumber, goalNewStepOf } from '@portal/features';
import { Card, Page } from '@portal/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';

/**
 * /goals/new (signed in, step layout): a new goal. The steps live in `?paso=`, so back, forward and
 * a reload land on the same step.
 */
export default function GoalNewPage() {
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
    <Page width="narrow" title={t('pages.goalNew.title')} lead={t('pages.goalNew.lead')}>
      <Card>
        <GoalNewFlow step={step} onStep={toStep} />
      </Card>
    </Page>
  );
}
