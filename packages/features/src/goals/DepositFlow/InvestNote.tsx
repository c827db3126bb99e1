import { type DepositOptions, dayLabel } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
import { depositInvestDay } from './depositRules.ts';

/** The business day the money is invested if sent now, and the cut-off rule. */
export function InvestNote({ options, now }: { options: DepositOptions; now: () => Date }) {
  const { t } = useTranslation('features');
  return (
    <div className={styles.note}>
      <p data-testid="deposit-invest-on">
        {t('flows.deposit.investOn', { date: dayLabel(depositInvestDay(now(), options)) })}
      </p>
      <p className={styles.muted}>{t('flows.deposit.rule', { cutOff: options.cutOff })}</p>
    </div>
  );
}
