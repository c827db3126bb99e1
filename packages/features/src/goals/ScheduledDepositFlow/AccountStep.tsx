import { formatRut } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { BankAccountForm } from '../BankAccountForm/BankAccountForm.tsx';
import { scheduledDepositFlow } from './scheduledDepositRules.ts';
import type { ScheduledDepositStepProps } from './scheduledDepositStepProps.ts';

/** Step 2: the account the mandate charges, registered or a new one in the client's name. */
export function AccountStep({ options: { accounts }, draft, saveDraft, onStep }: ScheduledDepositStepProps) {
  const { t } = useTranslation('goals');
  return (
    <BankAccountForm
      step={scheduledDepositFlow.stepNumber('cuenta')}
      title={t('scheduleFlow.steps.cuenta')}
      titleId="schedule-account-title"
      accounts={accounts.accounts}
      holderRut={accounts.holderRut}
      value={draft}
      serverErrors={draft.serverErrors}
      legend={t('scheduleFlow.summary.account')}
      missing={t('scheduleFlow.accountMissing')}
      otherHolder={t('scheduleFlow.otherHolder', { rut: formatRut(accounts.holderRut) })}
      onChosen={(chosen) => {
        saveDraft({ ...draft, ...chosen, serverErrors: null });
        onStep('resumen');
      }}
    />
  );
}
