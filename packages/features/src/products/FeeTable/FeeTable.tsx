import { formatDateLong, formatMoney, type Product, stateOfQuery, useApi } from '@portal/platform';
import { DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as details from '../../kit/details.css.ts';
import { catalogueQueries } from '../catalogueApi.ts';
import { type FeeBand, feeBands, formatAnnualPercent } from '../catalogueRules.ts';
import * as styles from './FeeTable.css.ts';

/** "Hasta $10.000.000", "Desde $10.000.001 hasta $50.000.000", "Sobre $50.000.000", "Cualquier saldo". */
function useBandLabel() {
  const { t } = useTranslation('features');
  return (band: FeeBand, product: Product, bands: number) => {
    const money = (amount: number) => formatMoney(amount, product.currency);
    if (bands === 1) return t('client.fees.anyBalance');
    if (band.from === 0 && band.upTo !== null) return t('client.fees.upTo', { upTo: money(band.upTo) });
    if (band.upTo === null) return t('client.fees.above', { from: money(band.from) });
    return t('client.fees.between', { from: money(band.from), upTo: money(band.upTo) });
  };
}

/**
 * What investing costs (pricing): every product's annual fee by balance band, VAT included, the
 * day the fees were set, and what is free (deposits, rescues, changes of portfolio).
 */
export function FeeTable() {
  const { t } = useTranslation('features');
  const api = useApi();
  const client = useMemo(() => catalogueQueries(api), [api]);
  const catalogue = useQuery(client.products());
  const bandLabel = useBandLabel();
  const products = catalogue.data?.products ?? [];
  return (
    <DataState
      state={stateOfQuery(catalogue, () => products.length === 0)}
      loadingText={t('client.fees.loading')}
      errorText={t('client.fees.error')}
      emptyText={t('client.catalogue.empty')}
      onRetry={() => void catalogue.refetch()}
      retryLabel={t('client.retry')}
    >
      {catalogue.data ? (
        <div className={styles.root}>
          <div className={details.tableScroll}>
            <table className={details.table}>
              <caption className={details.caption}>{t('client.fees.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={details.headCell.start}>
                    {t('client.fees.product')}
                  </th>
                  <th scope="col" className={details.headCell.middle}>
                    {t('client.fees.balance')}
                  </th>
                  <th scope="col" className={details.headCell.end}>
                    {t('client.fees.annual')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {products.flatMap((product) => {
                  const bands = feeBands(product);
                  return bands.map((band, index) => (
                    <tr key={`${product.code}-${band.from}`}>
                      {index === 0 ? (
                        <th scope="rowgroup" rowSpan={bands.length} className={styles.product}>
                          {product.name}
                        </th>
                      ) : null}
                      <td className={details.cell}>{bandLabel(band, product, bands.length)}</td>
                      <td className={details.figureCell}>{formatAnnualPercent(band.annualPercent)}</td>
                    </tr>
                  ));
                })}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>{t('client.fees.free')}</p>
          <p className={styles.note}>
            {t('client.fees.vat', { date: formatDateLong(catalogue.data.feesUpdatedOn) })}
          </p>
        </div>
      ) : null}
    </DataState>
  );
}
