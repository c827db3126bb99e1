import { formatRut } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { BankAccountForm } from '../BankAccountForm/BankAccountForm.tsx';
import { scheduledDepositFlow } from './scheduledDepositRules.ts';
import type { ScheduledDepositStepProps } from './scheduledDepositStepProps.ts';

/** Step 2: the account the mandate charges, registered or a new one in the client's name. */
export function AccountStep({ accounts, draft, saveDraft, onStep }: ScheduledDepositStepProps) {
  const { t } = useTranslation('features');
  return (
    <BankAccountForm
      step={scheduledDepositFlow.stepNumber('cuenta')}
      title={t('flows.schedule.steps.cuenta')}
      titleId="schedule-account-title"
      accounts={accounts.accounts}
      holderRut={accounts.holderRut}
      value={draft}
      serverErrors={draft.serverErrors}
      legend={t('flows.schedule.summary.account')}
      missing={t('flows.schedule.accountMissing')}
      otherHolder={t('flows.schedule.otherHolder', { rut: formatRut(accounts.holderRut) })}
      onChosen={(chosen) => {
        saveDraft({ ...draft, ...chosen, serverErrors: null });
        onStep('resumen');
      }}
    />
  );
}
