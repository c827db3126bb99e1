import { useTranslation } from 'react-i18next';
import { StepFlowView } from '../../stepFlow/StepFlowView.tsx';
import { ChooseStep } from './ChooseStep.tsx';
import { changePortfolioFlow } from './changePortfolioRules.ts';
import { DoneStep } from './DoneStep.tsx';
import { OneStrategy } from './OneStrategy.tsx';
import type { ChangePortfolioFlowProps } from './portfolioStepProps.ts';
import { ReviewStep } from './ReviewStep.tsx';
import { usePortfolioOptions } from './usePortfolioOptions.ts';

/**
 * A goal's change of strategy (docs/RULES.md#change-of-portfolio), among those its product allows: the
 * compositions side by side, then the order, placed once. One with a single strategy is told so.
 */
export function ChangePortfolioFlow({ goal, step, onStep }: ChangePortfolioFlowProps) {
  const { t } = useTranslation('goals');
  const options = usePortfolioOptions(goal);
  return (
    <StepFlowView
      {...{ flow: changePortfolioFlow, scope: String(goal.id), step, onStep, options, extra: { goal } }}
      texts={{ loading: t('portfolio.loading'), error: t('portfolio.error') }}
      steps={{ estrategia: ChooseStep, resumen: ReviewStep }}
      receipt={DoneStep}
      instead={({ allowed, ...all }) => (allowed.length < 2 ? <OneStrategy goal={goal} {...all} /> : null)}
    />
  );
}
