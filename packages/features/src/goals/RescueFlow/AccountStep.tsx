import { isNewBankAccount } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { BankAccountForm } from '../BankAccountForm/BankAccountForm.tsx';
import { rescueFlow } from './rescueRules.ts';
import type { RescueStepProps } from './rescueStepProps.ts';

/** Step 2: a registered account, or a new one in the client's own RUT. */
export function AccountStep({ options, draft, saveDraft, onStep, now }: RescueStepProps) {
  const { t } = useTranslation('goals');
  return (
    <BankAccountForm
      step={rescueFlow.stepNumber('cuenta')}
      title={t('rescue.steps.cuenta')}
      titleId="rescue-account-title"
      accounts={options.accounts}
      holderRut={options.holderRut}
      value={draft}
      serverErrors={draft.serverErrors}
      legend={t('rescue.accountChoice')}
      missing={t('rescue.issues.accountId')}
      // Why its rescue asks for a code (docs/RULES.md#confirmation-codes).
      describe={(account) =>
        isNewBankAccount(account.addedAt, now()) ? t('rescue.addedRecently') : undefined
      }
      onChosen={(chosen) => {
        saveDraft({ ...draft, ...chosen, serverErrors: null });
        onStep('resumen');
      }}
    />
  );
}
