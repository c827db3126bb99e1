import {
  type ExchangeRate,
  formatDateShort,
  formatMoney,
  formatPercentChange,
  formatRate,
  formatSignedMoney,
} from '@portal/platform';
import { Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './MoneySummary.css.ts';

export interface MoneySummaryProps {
  /** What it is worth today. */
  value: number;
  /** Deposits minus rescues. */
  netDeposits: number;
  currency: 'CLP' | 'USD';
  /** The dollar rate the total was converted at, shown when there is one. */
  rate?: ExchangeRate | null;
  /** "Total" on the dashboard, "Valor de la meta" on a goal. */
  valueLabel?: string;
}

/** Today's value, what was put in and what it gained (amount and %): the three figures a saver looks for. */
export function MoneySummary({ value, netDeposits, currency, rate, valueLabel }: MoneySummaryProps) {
  const { t } = useTranslation('money');
  const gain = value - netDeposits;
  const ratio = netDeposits > 0 ? gain / netDeposits : null;
  const tone = gain > 0 ? 'gain' : gain < 0 ? 'loss' : 'flat';
  return (
    <div className={styles.summary}>
      <dl className={styles.figures}>
        <div className={styles.total}>
          <Text as="dt" tone="muted" size="sm">
            {valueLabel ?? t('total')}
          </Text>
          <dd className={styles.totalValue} data-testid="money-value">
            {formatMoney(value, currency)}
          </dd>
        </div>
        <div className={styles.figure}>
          <Text as="dt" tone="muted" size="sm">
            {t('deposited')}
          </Text>
          <dd className={styles.value} data-testid="money-deposited">
            {formatMoney(netDeposits, currency)}
          </dd>
        </div>
        <div className={styles.figure}>
          <Text as="dt" tone="muted" size="sm">
            {t('gained')}
          </Text>
          <dd className={`${styles.value} ${styles.tone[tone]}`} data-testid="money-gained">
            {formatSignedMoney(gain, currency)}
            {ratio !== null ? ` (${formatPercentChange(ratio)})` : null}
          </dd>
        </div>
      </dl>
      {rate ? (
        <Text tone="muted" size="xs">
          {t('rateNote', {
            rate: formatRate(rate.rate),
            date: formatDateShort(rate.date),
          })}
        </Text>
      ) : null}
    </div>
  );
}
