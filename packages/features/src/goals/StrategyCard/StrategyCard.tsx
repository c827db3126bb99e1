import { formatPercent } from '@portal/platform';
import { Meter, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { useMoneyQueries } from '../../money/index.ts';
import * as styles from './StrategyCard.css.ts';

export interface StrategyCardProps {
  /** The goal's portfolio.investmentStrategyId. */
  strategyId: string | number | null | undefined;
}

/** The goal's investment strategy: its name, risk (1 to 5), what it is for and what it holds. */
export function StrategyCard({ strategyId }: StrategyCardProps) {
  const { t } = useTranslation('money');
  const money = useMoneyQueries();
  const strategies = useQuery(money.strategies());
  const strategy = strategies.data?.find((candidate) => String(candidate.id) === String(strategyId));
  return (
    <QueryState
      query={strategies}
      isEmpty={() => !strategy}
      loadingText={t('strategy.loading')}
      errorText={t('strategy.error')}
      emptyText={t('strategy.none')}
    >
      {strategy ? (
        <Stack gap="md">
          <Text size="lg" weight="semibold">
            {strategy.name}
          </Text>
          <Text tone="muted">{t('strategy.risk', { risk: strategy.risk })}</Text>
          <Text tone="muted">{strategy.description}</Text>
          <Stack as="ul" gap="sm" aria-label={t('strategy.composition')}>
            {strategy.composition.map((part) => (
              <Stack as="li" gap="xs" key={part.assetClass}>
                <span className={styles.rowText}>
                  <span>{part.assetClass}</span>
                  <span>{formatPercent(part.weight, { upTo: 1 })}</span>
                </span>
                <Meter value={part.weight} label={part.assetClass} />
              </Stack>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </QueryState>
  );
}
