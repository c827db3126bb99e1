import { type DepositOptions, dayInSentence } from '@portal/platform';
import { Note, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { depositInvestDay } from './depositRules.ts';

/** The business day the money is invested if sent now, and the cut-off rule. */
export function InvestNote({ options, now }: { options: DepositOptions; now: () => Date }) {
  const { t } = useTranslation('goals');
  return (
    <Note>
      <p data-testid="deposit-invest-on">
        {t('deposit.investOn', { date: dayInSentence(depositInvestDay(now(), options)) })}
      </p>
      <Text tone="muted" size="sm">
        {t('deposit.rule', { cutOff: options.cutOff })}
      </Text>
    </Note>
  );
}
