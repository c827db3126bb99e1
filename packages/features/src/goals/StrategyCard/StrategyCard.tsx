import { stateOfQuery, useApi } from '@portal/platform';
import { DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyQueries } from '../../money/index.ts';
import * as styles from './StrategyCard.css.ts';

export interface StrategyCardProps {
  /** The goal's portfolio.investmentStrategyId. */
  strategyId: string | number | null | undefined;
}

const percent = new Intl.NumberFormat('es-CL', { style: 'percent', maximumFractionDigits: 0 });

/** The goal's investment strategy: its name, risk (1 to 5), what it is for and what it holds. */
export function StrategyCard({ strategyId }: StrategyCardProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const money = useMemo(() => moneyQueries(api), [api]);
  const strategies = useQuery(money.strategies());
  const strategy = strategies.data?.find((candidate) => String(candidate.id) === String(strategyId));
  return (
    <DataState
      state={stateOfQuery(strategies, () => !strategy)}
      loadingText={t('money.strategy.loading')}
      errorText={t('money.strategy.error')}
      emptyText={t('money.strategy.none')}
      onRetry={() => void strategies.refetch()}
      retryLabel={t('money.retry')}
    >
      {strategy ? (
        <div className={styles.strategy}>
          <p className={styles.name}>{strategy.name}</p>
          <p className={styles.text}>{t('money.strategy.risk', { risk: strategy.risk })}</p>
          <p className={styles.text}>{strategy.description}</p>
          <ul className={styles.list} aria-label={t('money.strategy.composition')}>
            {strategy.composition.map((part) => (
              <li key={part.assetClass} className={styles.row}>
                <span className={styles.rowText}>
                  <span>{part.assetClass}</span>
                  <span>{percent.format(part.weight)}</span>
                </span>
                <meter
                  className={styles.meter}
                  min={0}
                  max={1}
                  value={part.weight}
                  aria-label={part.assetClass}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </DataState>
  );
}
