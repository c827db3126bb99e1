import { formatDateLong, formatMoney, type Product } from '@portal/platform';
import { DataTable, DataTableCell, DataTableRowHeader, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { useCatalogueQueries } from '../catalogueApi.ts';
import { type FeeBand, feeBands, formatAnnualPercent } from '../catalogueRules.ts';

/** "Hasta $10.000.000", "Desde $10.000.001 hasta $50.000.000", "Sobre $50.000.000", "Cualquier saldo". */
function useBandLabel() {
  const { t } = useTranslation('products');
  return (band: FeeBand, product: Product, bands: number) => {
    const money = (amount: number) => formatMoney(amount, product.currency);
    if (bands === 1) return t('fees.anyBalance');
    if (band.from === 0 && band.upTo !== null) return t('fees.upTo', { upTo: money(band.upTo) });
    if (band.upTo === null) return t('fees.above', { from: money(band.from) });
    return t('fees.between', { from: money(band.from), upTo: money(band.upTo) });
  };
}

/**
 * What investing costs (pricing): every product's annual fee by balance band, VAT included, the
 * day the fees were set, and what is free (deposits, rescues, changes of portfolio).
 */
export function FeeTable() {
  const { t } = useTranslation('products');
  const client = useCatalogueQueries();
  const catalogue = useQuery(client.products());
  const bandLabel = useBandLabel();
  const products = catalogue.data?.products ?? [];
  return (
    <QueryState
      query={catalogue}
      isEmpty={() => products.length === 0}
      loadingText={t('fees.loading')}
      errorText={t('fees.error')}
      emptyText={t('catalogue.empty')}
    >
      {catalogue.data ? (
        <Stack>
          <DataTable
            caption={t('fees.caption')}
            columns={[
              { key: 'product', header: t('fees.product') },
              { key: 'balance', header: t('fees.balance') },
              { key: 'annual', header: t('fees.annual'), align: 'end' },
            ]}
          >
            {products.flatMap((product) => {
              const bands = feeBands(product);
              return bands.map((band, index) => (
                <tr key={`${product.code}-${band.from}`}>
                  {index === 0 ? (
                    <DataTableRowHeader scope="rowgroup" rowSpan={bands.length}>
                      <Text as="span" weight="semibold">
                        {product.name}
                      </Text>
                    </DataTableRowHeader>
                  ) : null}
                  <DataTableCell>{bandLabel(band, product, bands.length)}</DataTableCell>
                  <DataTableCell align="end">{formatAnnualPercent(band.annualPercent)}</DataTableCell>
                </tr>
              ));
            })}
          </DataTable>
          <Text tone="muted" size="sm">
            {t('fees.free')}
          </Text>
          <Text tone="muted" size="sm">
            {t('fees.vat', { date: formatDateLong(catalogue.data.feesUpdatedOn) })}
          </Text>
        </Stack>
      ) : null}
    </QueryState>
  );
}
