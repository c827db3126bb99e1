import { formatMoney, type Goal } from '@portal/platform';
import { Heading, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../kit/QueryState.tsx';
import { useCatalogueQueries } from '../catalogueApi.ts';
import { goalsInProduct, productPath } from '../catalogueRules.ts';
import { ProductFacts } from '../ProductFacts/ProductFacts.tsx';
import * as styles from './ProductCatalogue.css.ts';

export interface ProductCatalogueProps {
  /** The client's goals: a product they already invest in says how much they have there. */
  goals: readonly Goal[];
}

/** The products a client can invest in (discover): what each is for, its facts and the way to it. */
export function ProductCatalogue({ goals }: ProductCatalogueProps) {
  const { t } = useTranslation('products');
  const client = useCatalogueQueries();
  const catalogue = useQuery(client.products());
  const products = catalogue.data?.products ?? [];
  return (
    <QueryState
      query={catalogue}
      isEmpty={() => products.length === 0}
      loadingText={t('catalogue.loading')}
      errorText={t('catalogue.error')}
      emptyText={t('catalogue.empty')}
    >
      <ul className={styles.grid}>
        {products.map((product) => {
          const own = goalsInProduct(goals, product);
          const held = own.reduce((sum, goal) => sum + goal.currentCapital, 0);
          const headingId = `product-${product.code}`;
          return (
            <li key={product.code} className={styles.card} aria-labelledby={headingId}>
              <Heading level={3} size="lg" weight="semibold" id={headingId}>
                {product.name}
              </Heading>
              <Text tone="muted">{product.summary}</Text>
              {own.length > 0 ? (
                <p className={styles.holding}>
                  {t('catalogue.holding', {
                    count: own.length,
                    amount: formatMoney(held, product.currency),
                  })}
                </p>
              ) : null}
              <ProductFacts product={product} />
              <Link className={styles.link} to={productPath(product.code)}>
                {t('catalogue.see', { name: product.name })}
              </Link>
            </li>
          );
        })}
      </ul>
    </QueryState>
  );
}
