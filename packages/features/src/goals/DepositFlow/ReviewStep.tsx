import { dayLabel, formatMoney, useApi } from '@portal/platform';
import { Button } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
import { StepHeading } from '../../stepFlow/FlowParts.tsx';
import { useFlowConfirm } from '../../stepFlow/useStepFlow.ts';
import { parseAmountInput } from '../amountInput.ts';
import { goalFlowQueries } from '../goalFlowsApi.ts';
import { depositFlow, depositInvestDay } from './depositRules.ts';
import type { DepositStepProps } from './depositStepProps.ts';

/** Step 3: the summary, and the order, placed once however often it is sent. */
export function ReviewStep({ goal, options, draft, saveDraft, onStep, now }: DepositStepProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const amount = parseAmountInput(draft.amount) ?? 0;
  const investOn = depositInvestDay(now(), options);
  const { send, mutation: confirm } = useFlowConfirm({
    flow: depositFlow,
    draft,
    saveDraft,
    onStep,
    order: (idempotencyKey) =>
      goalFlowQueries(api).createDeposit({ goalId: goal.id, amount, idempotencyKey }),
    // Only the amount is the client's to change; another refusal says the order failed.
    refused: (current, errors) => (errors.amount ? { ...current, serverError: errors.amount } : null),
    // The order shows at once where the client looks next: movements, pending deposits.
    invalidates: [['money', 'movements'], ['fundings']],
  });

  const facts: { key: string; value: ReactNode }[] = [
    { key: 'goal', value: goal.title },
    { key: 'amount', value: formatMoney(amount, options.currency) },
    { key: 'method', value: t('flows.deposit.summary.methodValue', { bank: options.transfer.bank }) },
    { key: 'code', value: options.transferCode },
    { key: 'investOn', value: dayLabel(investOn) },
  ];
  return (
    <section className={styles.form} aria-labelledby="deposit-review-title">
      <StepHeading
        number={depositFlow.stepNumber('resumen')}
        title={t('flows.deposit.steps.resumen')}
        id="deposit-review-title"
      />
      <dl className={styles.summary} aria-label={t('flows.deposit.summaryList')}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.summaryRow}>
            <dt className={styles.transferLabel}>{t(`flows.deposit.summary.${fact.key}`)}</dt>
            <dd className={styles.summaryValue} data-testid={`deposit-summary-${fact.key}`}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{t('flows.deposit.rule', { cutOff: options.cutOff })}</p>
      {confirm.isError && !confirm.isPending ? (
        <p role="alert" className={styles.error}>
          {t('flows.deposit.failed')}
        </p>
      ) : null}
      <Button className={styles.submit} onClick={send} busy={confirm.isPending}>
        {t(confirm.isPending ? 'flows.confirming' : 'flows.deposit.confirm')}
      </Button>
    </section>
  );
}
