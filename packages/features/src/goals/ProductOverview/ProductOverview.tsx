import { formatMoney, type Goal, type ProductCode, stateOfQuery, useApi } from '@portal/platform';
import { Card, DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClientMoney } from '../../money/index.ts';
import {
  catalogueQueries,
  feeFor,
  formatAnnualPercent,
  goalsInProduct,
  ProductFacts,
  startPath,
  yearlyFee,
} from '../../products/index.ts';
import { GoalList } from '../GoalList/GoalList.tsx';
import { starredFirst } from '../goalLabels.ts';
import * as styles from './ProductOverview.css.ts';

export interface ProductOverviewProps {
  code: ProductCode;
  /** The client's goals; those of this product are listed, with what they hold and pay. */
  goals: readonly Goal[];
}

/**
 * A product's page (short-term products, the wallet): what it is and its facts, then the client's
 * goals in it with their balance and this year's fee, or how to start one.
 */
export function ProductOverview({ code, goals }: ProductOverviewProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const client = useMemo(() => catalogueQueries(api), [api]);
  const catalogue = useQuery(client.products());
  const product = catalogue.data?.products.find((candidate) => candidate.code === code);
  const own = product ? starredFirst(goalsInProduct(goals, product)) : [];
  const money = useClientMoney(own);
  const performance = new Map(money.goals.map((row) => [String(row.goal.id), row.performance]));
  const balance = own.reduce((sum, goal) => sum + goal.currentCapital, 0);
  const start = startPath({ code });
  return (
    <DataState
      state={stateOfQuery(catalogue, () => !product)}
      loadingText={t('client.catalogue.loading')}
      errorText={t('client.catalogue.error')}
      emptyText={t('client.catalogue.notOffered')}
      onRetry={() => void catalogue.refetch()}
      retryLabel={t('client.retry')}
    >
      {product ? (
        <>
          <Card title={t('client.product.about')} id="product-about">
            <div className={styles.about}>
              <p className={styles.summary}>{product.summary}</p>
              <ProductFacts product={product} />
            </div>
          </Card>
          <Card title={t('client.product.yours')} id="product-goals">
            {own.length === 0 ? (
              <div className={styles.yours}>
                <p className={styles.empty}>{t('client.product.none', { name: product.name })}</p>
                {start.kind === 'advisor' ? (
                  <p className={styles.empty}>{t('client.product.withAdvisor', { name: product.name })}</p>
                ) : null}
                <Link className={styles.start} to={start.path}>
                  {t(start.kind === 'advisor' ? 'client.product.startWithAdvisor' : 'client.product.start', {
                    name: product.name,
                  })}
                </Link>
              </div>
            ) : (
              <div className={styles.yours}>
                <dl className={styles.held}>
                  <div className={styles.heldItem}>
                    <dt className={styles.heldLabel}>{t('client.product.balance')}</dt>
                    <dd className={styles.heldValue} data-testid="product-balance">
                      {formatMoney(balance, product.currency)}
                    </dd>
                  </div>
                  <div className={styles.heldItem}>
                    <dt className={styles.heldLabel}>{t('client.product.fee')}</dt>
                    <dd className={styles.heldValue}>
                      {t('client.product.feeValue', {
                        percent: formatAnnualPercent(feeFor(product, balance).annualPercent),
                        amount: formatMoney(yearlyFee(product, balance), product.currency),
                      })}
                    </dd>
                  </div>
                </dl>
                <GoalList
                  items={own.map((goal) => ({ goal, performance: performance.get(String(goal.id)) ?? null }))}
                />
              </div>
            )}
          </Card>
        </>
      ) : null}
    </DataState>
  );
}
