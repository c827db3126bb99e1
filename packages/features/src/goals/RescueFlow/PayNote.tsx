import { dayLabel, type RescueOptions } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
import { rescuePayDay } from './rescueRules.ts';

/** The business day the rescue is paid if asked now, and the rule behind it. */
export function PayNote({ options, now }: { options: RescueOptions; now: () => Date }) {
  const { t } = useTranslation('features');
  return (
    <div className={styles.note}>
      <p data-testid="rescue-pay-on">
        {t('flows.rescue.payOn', { date: dayLabel(rescuePayDay(now(), options)) })}
      </p>
      <p className={styles.muted}>
        {t('flows.rescue.rule', { cutOff: options.cutOff, count: options.paymentBusinessDays })}
      </p>
    </div>
  );
}
