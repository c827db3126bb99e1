import { formatMoney, type Goal, stateOfQuery, useApi } from '@portal/platform';
import { DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueQueries } from '../catalogueApi.ts';
import { goalsInProduct, productPath } from '../catalogueRules.ts';
import { ProductFacts } from '../ProductFacts/ProductFacts.tsx';
import * as styles from './ProductCatalogue.css.ts';

export interface ProductCatalogueProps {
  /** The client's goals: a product they already invest in says how much they have there. */
  goals: readonly Goal[];
}

/** The products a client can invest in (discover): what each is for, its facts and the way to it. */
export function ProductCatalogue({ goals }: ProductCatalogueProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const client = useMemo(() => catalogueQueries(api), [api]);
  const catalogue = useQuery(client.products());
  const products = catalogue.data?.products ?? [];
  return (
    <DataState
      state={stateOfQuery(catalogue, () => products.length === 0)}
      loadingText={t('client.catalogue.loading')}
      errorText={t('client.catalogue.error')}
      emptyText={t('client.catalogue.empty')}
      onRetry={() => void catalogue.refetch()}
      retryLabel={t('client.retry')}
    >
      <ul className={styles.grid}>
        {products.map((product) => {
          const own = goalsInProduct(goals, product);
          const held = own.reduce((sum, goal) => sum + goal.currentCapital, 0);
          const headingId = `product-${product.code}`;
          return (
            <li key={product.code} className={styles.card} aria-labelledby={headingId}>
              <h3 id={headingId} className={styles.name}>
                {product.name}
              </h3>
              <p className={styles.summary}>{product.summary}</p>
              {own.length > 0 ? (
                <p className={styles.holding}>
                  {t('client.catalogue.holding', {
                    count: own.length,
                    amount: formatMoney(held, product.currency),
                  })}
                </p>
              ) : null}
              <ProductFacts product={product} />
              <Link className={styles.link} to={productPath(product.code)}>
                {t('client.catalogue.see', { name: product.name })}
              </Link>
            </li>
          );
        })}
      </ul>
    </DataState>
  );
}
