import { formatMoney } from '@portal/platform';
import { DataState, visuallyHidden } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneySummary } from '../MoneySummary/MoneySummary.tsx';
import type { ClientMoney } from '../useClientMoney.ts';
import { preloadValueChart, ValueChart } from '../ValueChart/ValueChart.tsx';
import * as styles from './ClientBalance.css.ts';

export interface ClientBalanceProps {
  money: ClientMoney;
  today: string;
}

/**
 * The dashboard's money: the total in pesos, what was deposited and gained, and the chart of value
 * against deposits. The total is the sum of the goals (dollar goals at the rate it names). A screen
 * reader is told the total once, when it first arrives (`useArrivedTotal`).
 */
export function ClientBalance({ money, today }: ClientBalanceProps) {
  const { t } = useTranslation('money');
  useEffect(preloadValueChart, []);
  const arrived = useArrivedTotal(money);
  const last = money.combined.value.length - 1;
  const state = (
    <DataState
      state={money.state}
      loadingText={t('balance.loading')}
      errorText={t('balance.error')}
      emptyText={t('balance.empty')}
      onRetry={money.retry}
      retryLabel={t('retry')}
    >
      <MoneySummary
        value={money.total}
        netDeposits={last >= 0 ? (money.combined.netDeposits[last] ?? 0) : 0}
        currency="CLP"
        rate={money.rate}
      />
      <ValueChart
        history={money.combined}
        currency="CLP"
        today={today}
        label={t('balance.chartLabel')}
        range={money.range}
        onRangeChange={money.setRange}
        onRangeIntent={money.prefetchRanges}
        updating={money.updating}
      />
    </DataState>
  );
  // Loading keeps the place of what is coming; ready, empty and an error are their own size.
  return (
    <>
      {/* In the page from the start, empty, so the total is read when it is written in. */}
      <p className={visuallyHidden} role="status" data-testid="balance-arrived">
        {arrived}
      </p>
      {money.state === 'loading' ? <div className={styles.reserved}>{state}</div> : state}
    </>
  );
}

/**
 * The total said once, when it first arrives (WCAG 4.1.3): a polite status that keeps its words
 * after that, so a new period of the chart, a refetch or any other render says nothing again.
 */
function useArrivedTotal(money: ClientMoney): string {
  const { t } = useTranslation('money');
  const [said, setSaid] = useState('');
  const ready = money.state === 'ready';
  useEffect(() => {
    if (ready && said === '') setSaid(t('balance.arrived', { total: formatMoney(money.total, 'CLP') }));
  }, [ready, said, money.total, t]);
  return said;
}
