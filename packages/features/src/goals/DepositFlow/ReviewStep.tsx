import { dayLabel, depositReceiptSchema, formatMoney } from '@portal/platform';
import { DescriptionList, Text } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyKeys } from '../../money/model.ts';
import { ConfirmOrder } from '../../stepFlow/ConfirmOrder.tsx';
import { StepSection } from '../../stepFlow/StepHeading.tsx';
import { useFlowConfirm } from '../../stepFlow/useStepFlow.ts';
import { parseAmountInput } from '../amountInput.ts';
import { apvKeys } from '../apv/apvApi.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { depositFlow, depositInvestDay } from './depositRules.ts';
import type { DepositStepProps } from './depositStepProps.ts';

/** Step 3: the summary, and the order, placed once however often it is sent. */
export function ReviewStep(props: DepositStepProps) {
  const { goal, options, draft, now } = props;
  const { t } = useTranslation('goals');
  const flows = useGoalFlowQueries();
  const amount = parseAmountInput(draft.amount) ?? 0;
  const investOn = depositInvestDay(now(), options);
  const { send, state: confirm } = useFlowConfirm({
    ...props,
    content: { order: 'deposit', goalId: goal.id, amount, currency: options.currency },
    order: (idempotencyKey) => flows.createDeposit({ goalId: goal.id, amount, idempotencyKey }),
    receipt: depositReceiptSchema,
    // The order shows at once where the client looks next: movements, pending deposits, and what is
    // left of an APV's caps.
    invalidates: [moneyKeys.allMovements, moneyKeys.allFundings, apvKeys.year],
  });

  const facts: { key: 'goal' | 'amount' | 'method' | 'code' | 'investOn'; value: ReactNode }[] = [
    { key: 'goal', value: goal.title },
    { key: 'amount', value: formatMoney(amount, options.currency) },
    { key: 'method', value: t('deposit.summary.methodValue', { bank: options.transfer.bank }) },
    { key: 'code', value: options.transferCode },
    { key: 'investOn', value: dayLabel(investOn) },
  ];
  return (
    <StepSection
      number={depositFlow.stepNumber('resumen')}
      title={t('deposit.steps.resumen')}
      id="deposit-review-title"
    >
      <DescriptionList
        label={t('deposit.summaryList')}
        testIdPrefix="deposit-summary-"
        rows={facts.map((fact) => ({
          key: fact.key,
          label: t(`deposit.summary.${fact.key}`),
          value: fact.value,
        }))}
      />
      <Text tone="muted" size="sm">
        {t('deposit.rule', { cutOff: options.cutOff })}
      </Text>
      <ConfirmOrder
        order={confirm}
        onConfirm={send}
        label={t('deposit.confirm')}
        workingLabel={t('confirming')}
        failedText={t('deposit.failed')}
      />
    </StepSection>
  );
}
