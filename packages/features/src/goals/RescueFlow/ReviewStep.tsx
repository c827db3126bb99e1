import {
  apvRescueCost,
  dayLabel,
  formatMoney,
  isNewBankAccount,
  rescueReceiptSchema,
} from '@portal/platform';
import { DescriptionList, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { inboxKeys } from '../../inbox/model.ts';
import { moneyKeys } from '../../money/model.ts';
import { ConfirmWithCode } from '../../stepFlow/ConfirmWithCode/ConfirmWithCode.tsx';
import { useProvenConfirm } from '../../stepFlow/ConfirmWithCode/useProvenConfirm.ts';
import { StepSection } from '../../stepFlow/StepHeading.tsx';
import { ApvRescueCost } from '../apv/ApvRescueCost.tsx';
import { apvKeys } from '../apv/apvApi.ts';
import { useChosenAccountLabel } from '../BankAccountForm/BankAccountForm.tsx';
import { goalFlowKeys, useGoalFlowQueries } from '../goalFlowsApi.ts';
import { rescueFlow, rescuePayDay, rescueRequestOf } from './rescueRules.ts';
import type { RescueStepProps } from './rescueStepProps.ts';

/**
 * Step 3: the summary, and the order, confirmed with a code sent by email (docs/RULES.md#confirmation-codes)
 * and placed once however often it is sent.
 */
export function ReviewStep(props: RescueStepProps) {
  const { goal, options, draft, now } = props;
  const { t } = useTranslation('goals');
  const flows = useGoalFlowQueries();
  const request = rescueRequestOf(draft);
  const amount = request.kind === 'total' ? options.available : (request.amount ?? 0);
  const registered = options.accounts.find((account) => account.id === draft.accountId);
  const account = useChosenAccountLabel(options.accounts, draft);
  const confirm = useProvenConfirm({
    operation: 'rescue',
    goalId: goal.id,
    ...props,
    content: { order: 'rescue', goalId: goal.id, currency: options.currency, ...request },
    receipt: rescueReceiptSchema,
    order: (idempotencyKey, proof) =>
      flows.createRescue({ goalId: goal.id, body: request, idempotencyKey, proof }),
    // An APV's year counts the rescue (and the bonus it gave back).
    invalidates: [moneyKeys.allMovements, goalFlowKeys.allRescueOptions, apvKeys.year],
  });
  return (
    <StepSection
      number={rescueFlow.stepNumber('resumen')}
      title={t('rescue.steps.resumen')}
      id="rescue-review-title"
    >
      <DescriptionList
        testIdPrefix="summary-"
        label={t('rescue.summaryList')}
        rows={[
          { key: 'goal', label: t('rescue.summary.goal'), value: goal.title },
          {
            key: 'kind',
            label: t('rescue.summary.kind'),
            value: t(`rescue.kinds.${request.kind}`),
          },
          {
            key: 'amount',
            label: t('rescue.summary.amount'),
            value: formatMoney(amount, options.currency),
          },
          { key: 'account', label: t('rescue.summary.account'), value: account },
          {
            key: 'payOn',
            label: t('rescue.summary.payOn'),
            value: dayLabel(rescuePayDay(now(), options)),
          },
        ]}
      />
      {options.apv ? (
        <ApvRescueCost
          regime={options.apv.regime}
          cost={apvRescueCost(options.apv.regime, amount, options.apv.bonusHeld)}
          testIdPrefix="summary-apv-"
        />
      ) : null}
      {request.kind === 'total' ? (
        <Text tone="muted" size="sm">
          {t('rescue.totalNote')}
        </Text>
      ) : null}
      <ConfirmWithCode
        refreshOnSend={[inboxKeys.all]}
        {...confirm.code}
        label={t('rescue.confirm')}
        workingLabel={t('confirming')}
        failedText={t('rescue.failed')}
        reason={
          !registered
            ? t('rescue.codeReason.newAccount')
            : isNewBankAccount(registered.addedAt, now())
              ? t('rescue.codeReason.recentAccount')
              : undefined
        }
      />
    </StepSection>
  );
}
