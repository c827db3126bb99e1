import { RescueFlow, type RescueStep, rescueStepNumber, rescueStepOf } from '@portal/features';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { MoneyFlowPage } from './MoneyFlowPage.tsx';

/**
 * /rescue and /rescue/{goalId} (signed in, step layout). The steps live in `?paso=`, so back,
 * forward and a reload land on the same step.
 */
export default function RescuePage() {
  const [search, setSearch] = useSearchParams();
  const step = rescueStepOf(search.get('paso'));
  const toStep = useCallback(
    (next: RescueStep, options?: { replace?: boolean }) =>
      setSearch(next === 'monto' ? {} : { paso: next }, { replace: options?.replace ?? false }),
    [setSearch],
  );
  return (
    <MoneyFlowPage flow="rescue" step={rescueStepNumber(step)}>
      {(goal) => <RescueFlow goal={goal} step={step} onStep={toStep} />}
    </MoneyFlowPage>
  );
}
