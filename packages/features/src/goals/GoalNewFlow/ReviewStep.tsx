import { formatMoney, formatMonth, goalSchema, productKeys } from '@portal/platform';
import { DescriptionList } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { ConfirmOrder } from '../../stepFlow/ConfirmOrder.tsx';
import { StepSection } from '../../stepFlow/StepHeading.tsx';
import { useFlowConfirm } from '../../stepFlow/useStepFlow.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { goalNewFlow, goalNewRequestOf } from './goalNewRules.ts';
import type { PlanStepProps } from './goalNewStepProps.ts';

/** Step 3: the summary, and the goal created once however often it is sent. */
export function ReviewStep(props: PlanStepProps) {
  const { draft, options, product } = props;
  const { strategies } = options;
  const { t } = useTranslation(['goals', 'money']);
  const flows = useGoalFlowQueries();
  const money = (value: number) => formatMoney(value, product?.currency ?? 'CLP');
  const request = goalNewRequestOf(draft, product);
  // A savings product's amounts are in its currency, and their labels say which.
  const amountLabel = (key: 'targetAmount' | 'initial' | 'monthly') =>
    product ? t(`goal.${key}In`, { currency: product.currency }) : t(`goal.${key}`);
  const strategy = strategies.find((candidate) => candidate.id === request.strategyId);
  const { send, state: create } = useFlowConfirm({
    ...props,
    content: { order: 'new-goal', ...request },
    order: (idempotencyKey) => flows.createGoal({ body: request, idempotencyKey }),
    receipt: goalSchema,
    // The new goal is the client's now: their data, and so the dashboard and the goals list.
    invalidates: [productKeys.currentUser, productKeys.userStatus],
  });
  const month = formatMonth(request.target.date);
  return (
    <StepSection
      number={goalNewFlow.stepNumber('resumen')}
      title={t('goal.steps.resumen')}
      id="goal-review-title"
    >
      <DescriptionList
        testIdPrefix="summary-"
        label={t('goal.summaryList')}
        rows={[
          { key: 'title', label: t('goal.title'), value: request.title },
          product
            ? { key: 'category', label: t('goal.product'), value: product.name }
            : {
                key: 'category',
                label: t('goal.category'),
                value: t(`money:categories.${request.category}`, {
                  defaultValue: t('money:categories.other'),
                }),
              },
          ...(request.apv
            ? [
                {
                  key: 'apv-regime',
                  label: t('goal.apvRegime'),
                  value: t(`apv.choice.regimes.${request.apv.regime}`),
                },
              ]
            : []),
          {
            key: 'target',
            label: amountLabel('targetAmount'),
            value: `${money(request.target.amount)} · ${month}`,
          },
          { key: 'initial', label: amountLabel('initial'), value: money(request.initial) },
          { key: 'monthly', label: amountLabel('monthly'), value: money(request.monthly) },
          { key: 'strategy', label: t('goal.strategy'), value: strategy?.name ?? '' },
        ]}
      />
      <ConfirmOrder
        order={create}
        onConfirm={send}
        label={t('goal.create')}
        workingLabel={t('goal.creating')}
        failedText={t('goal.failed')}
      />
    </StepSection>
  );
}
