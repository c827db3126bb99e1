import { DepositFlow, type DepositStep, depositStepNumber, depositStepOf } from '@portal/features';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { MoneyFlowPage } from './MoneyFlowPage.tsx';

/**
 * /deposit and /deposit/{goalId} (signed in, step layout). The steps live in `?paso=`, so back,
 * forward and a reload land on the same step.
 */
export default function DepositPage() {
  const [search, setSearch] = useSearchParams();
  const step = depositStepOf(search.get('paso'));
  const toStep = useCallback(
    (next: DepositStep, options?: { replace?: boolean }) =>
      setSearch(next === 'monto' ? {} : { paso: next }, { replace: options?.replace ?? false }),
    [setSearch],
  );
  return (
    <MoneyFlowPage flow="deposit" step={depositStepNumber(step)}>
      {(goal) => <DepositFlow goal={goal} step={step} onStep={toStep} />}
    </MoneyFlowPage>
  );
}
