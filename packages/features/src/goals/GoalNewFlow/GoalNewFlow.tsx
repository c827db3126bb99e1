import { chileDate } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { StepFlowView } from '../../stepFlow/StepFlowView.tsx';
import { DoneStep } from './DoneStep.tsx';
import { goalNewFlow, recheckedStep } from './goalNewRules.ts';
import type { GoalNewFlowProps } from './goalNewStepProps.ts';
import { MetaStep } from './MetaStep.tsx';
import { PlanStep } from './PlanStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { useGoalNewOptions } from './useGoalNewOptions.ts';

/** A new goal (docs/RULES.md#new-goal): what for, the plan and its projection, a summary; created once. */
export function GoalNewFlow({ step, onStep, today = chileDate(), product }: GoalNewFlowProps) {
  const { t } = useTranslation('goals');
  const { options, apv } = useGoalNewOptions();
  return (
    <StepFlowView
      {...{ flow: goalNewFlow, scope: product?.code ?? '', step, onStep, options }}
      extra={{ today, product, apv }}
      texts={{ loading: t('goal.loading'), error: t('goal.error') }}
      earlySteps={{ meta: MetaStep }}
      steps={{ plan: PlanStep, resumen: ReviewStep }}
      receipt={DoneStep}
      recheck={(at, draft) => recheckedStep(at, draft, { today, product, apv })}
    />
  );
}
