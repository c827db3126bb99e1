import { formatMoney, formatPercent, type Goal } from '@portal/platform';
import { DataState, ShareBars } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { allocationOf } from '../balanceRules.ts';
import { useMoneyQueries } from '../moneyApi.ts';
import { useDollarRate } from '../useDollarRate.ts';

export interface AllocationBreakdownProps {
  goals: readonly Goal[];
}

/**
 * What the client's money is invested in: every active goal's value spread over its strategy's
 * composition, summed per asset class, as bars with their share and amount in pesos.
 */
export function AllocationBreakdown({ goals }: AllocationBreakdownProps) {
  const { t } = useTranslation('money');
  const money = useMoneyQueries();
  const active = goals.filter((goal) => !goal.archived && goal.currentCapital > 0);
  const strategies = useQuery(money.strategies());
  const { query: rate, value: rateValue, failed: rateFailed } = useDollarRate(active);
  const failed = strategies.isError || rateFailed;
  const state =
    active.length === 0 ? 'empty' : failed ? 'error' : strategies.data && rateValue ? 'ready' : 'loading';
  return (
    <DataState
      state={state}
      loadingText={t('general.allocationLoading')}
      errorText={t('general.allocationError')}
      emptyText={t('balance.empty')}
      onRetry={() => {
        if (strategies.isError) void strategies.refetch();
        if (rate.isError) void rate.refetch();
      }}
      retryLabel={t('retry')}
    >
      {strategies.data && rateValue ? (
        <ShareBars
          label={t('general.allocation')}
          formatShare={(share) => formatPercent(share)}
          items={allocationOf(active, strategies.data, rateValue).map((part) => ({
            id: part.assetClass ?? 'none',
            label: part.assetClass ?? t('general.noStrategy'),
            share: part.share,
            value: formatMoney(part.pesos, 'CLP'),
          }))}
        />
      ) : null}
    </DataState>
  );
}
