import { GoalNewFlow, type GoalProduct, goalNewFlow, useStepParam } from '@portal/features';
import { Card, Page } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowStep } from '../routing/stepContext.ts';

/**
 * The new-goal flow in its page (step layout), for /goals/new and /goals/start. The steps live in
 * `?paso=`, so back, forward and a reload land on the same step; `intro` shows above the first one.
 */
export function GoalFlowFrame({
  id,
  intro,
  product,
}: {
  id: 'goalNew' | 'goalStart';
  intro?: ReactNode;
  /** A savings product opened as a goal: the page says which. */
  product?: GoalProduct;
}) {
  const { t } = useTranslation('app');
  const { step, toStep } = useStepParam(goalNewFlow);
  useFlowStep(goalNewFlow.stepNumber(step));
  return (
    <Page
      width="narrow"
      title={product ? t('pages.goalNew.productTitle', { name: product.name }) : t(`pages.${id}.title`)}
      lead={
        product
          ? t('pages.goalNew.productLead', {
              name: product.name,
              currency: t(`pages.goalNew.currencies.${product.currency}`),
            })
          : t(`pages.${id}.lead`)
      }
    >
      {step === 'meta' ? intro : null}
      <Card>
        <GoalNewFlow step={step} onStep={toStep} product={product} />
      </Card>
    </Page>
  );
}
