import {
  activeGoals,
  formatDateShort,
  formatMoney,
  formatPercent,
  formatRate,
  type Goal,
  stateOfQuery,
} from '@portal/platform';
import { DataState, DataTable, DataTableCell, DataTableRowHeader, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { balanceByCategory, currencyLines, totalInPesos } from '../balanceRules.ts';
import { useDollarRate } from '../useDollarRate.ts';
import * as styles from './CategoryBalance.css.ts';

export interface CategoryBalanceProps {
  /** The client's goals (archived ones are left out). */
  goals: readonly Goal[];
}

/**
 * The client's money consolidated: the total in pesos (the dashboard's figure), what is held in each
 * currency, and a table by category and currency whose pesos add up to the total. Dollars count at
 * the rate it names; without dollar goals no rate is asked for.
 */
export function CategoryBalance({ goals }: CategoryBalanceProps) {
  const { t } = useTranslation('money');
  const active = activeGoals(goals);
  const { needed: hasDollars, query: rate, value: rateValue } = useDollarRate(active);
  const state = active.length === 0 ? 'empty' : hasDollars ? stateOfQuery(rate) : 'ready';
  return (
    <DataState
      state={state}
      loadingText={t('general.loading')}
      errorText={t('general.error')}
      emptyText={t('balance.empty')}
      onRetry={() => void rate.refetch()}
      retryLabel={t('retry')}
    >
      {rateValue ? (
        <Stack gap="md">
          <dl className={styles.totals}>
            <div className={styles.total}>
              <dt>{t('general.total')}</dt>
              <Text as="dd" size="xxl" weight="bold" numeric data-testid="general-total">
                {formatMoney(totalInPesos(active, rateValue), 'CLP')}
              </Text>
            </div>
            {currencyLines(active).map(({ currency, amount }) => (
              <div key={currency} className={styles.currency}>
                <dt>{t(`general.in.${currency}`)}</dt>
                <dd className={styles.value} data-testid={`general-${currency}`}>
                  {formatMoney(amount, currency)}
                </dd>
              </div>
            ))}
          </dl>
          {hasDollars && rate.data ? (
            <Text tone="muted" size="sm">
              {t('rateNote', {
                rate: formatRate(rate.data.rate),
                date: formatDateShort(rate.data.date),
              })}
            </Text>
          ) : null}
          <DataTable
            caption={t('general.byCategory')}
            density="compact"
            columns={[
              { key: 'category', header: t('general.columns.category') },
              { key: 'goals', header: t('general.columns.goals'), align: 'end', hideOnPhone: true },
              { key: 'amount', header: t('general.columns.amount'), align: 'end' },
              { key: 'share', header: t('general.columns.share'), align: 'end' },
            ]}
          >
            {balanceByCategory(active, rateValue).map((row) => (
              <tr key={`${row.category}-${row.currency}`}>
                <DataTableRowHeader>
                  {t(`categories.${row.category}`, { defaultValue: t('categories.other') })}
                  {row.currency === 'USD' ? ' · USD' : null}
                </DataTableRowHeader>
                <DataTableCell align="end" hideOnPhone>
                  {row.goals}
                </DataTableCell>
                <DataTableCell align="end">
                  {formatMoney(row.amount, row.currency)}
                  {row.currency === 'USD' ? (
                    <span className={styles.inPesos}>≈ {formatMoney(row.pesos, 'CLP')}</span>
                  ) : null}
                </DataTableCell>
                <DataTableCell align="end">{formatPercent(row.share)}</DataTableCell>
              </tr>
            ))}
          </DataTable>
        </Stack>
      ) : null}
    </DataState>
  );
}
