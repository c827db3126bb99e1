import { formatMoney, type Goal, type ProductCode } from '@portal/platform';
import { Card, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../kit/QueryState.tsx';
import { useClientMoney } from '../../money/index.ts';
import {
  advisorPath,
  anotherStart,
  feeFor,
  formatAnnualPercent,
  goalsInProduct,
  ProductFacts,
  startPath,
  useCatalogueQueries,
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
 * goals in it with their balance and this year's fee, each leading to its page and to a deposit, and
 * how to open another where the product allows it (anotherStart); or, holding none, how to start
 * one: opened as a goal in the portal (docs/RULES.md#savings-products). The advisor is the second way.
 */
export function ProductOverview({ code, goals }: ProductOverviewProps) {
  const { t } = useTranslation(['goals', 'products']);
  const client = useCatalogueQueries();
  const catalogue = useQuery(client.products());
  const product = catalogue.data?.products.find((candidate) => candidate.code === code);
  const own = product ? starredFirst(goalsInProduct(goals, product)) : [];
  const money = useClientMoney(own);
  const performance = new Map(money.goals.map((row) => [String(row.goal.id), row.performance]));
  const balance = own.reduce((sum, goal) => sum + goal.currentCapital, 0);
  const start = product ? startPath(product) : null;
  const another = product ? anotherStart(product) : null;
  return (
    <QueryState
      query={catalogue}
      isEmpty={() => !product}
      loadingText={t('products:catalogue.loading')}
      errorText={t('products:catalogue.error')}
      emptyText={t('products:catalogue.notOffered')}
    >
      {product ? (
        <>
          <Card title={t('product.about')} id="product-about">
            <Stack gap="lg">
              <Text tone="muted">{product.summary}</Text>
              <ProductFacts product={product} />
            </Stack>
          </Card>
          <Card title={t('product.yours')} id="product-goals">
            {own.length === 0 ? (
              <Stack gap="md">
                <Text tone="muted">{t('product.none', { name: product.name })}</Text>
                {start?.kind === 'advisor' ? (
                  <Text tone="muted">{t('product.withAdvisor', { name: product.name })}</Text>
                ) : null}
                <Link className={styles.start} to={start?.path ?? advisorPath}>
                  {t(
                    start?.kind === 'advisor'
                      ? 'product.startWithAdvisor'
                      : start?.kind === 'product'
                        ? 'product.open'
                        : 'product.start',
                    { name: product.name },
                  )}
                </Link>
                {start?.kind === 'product' ? (
                  <Text tone="muted" size="sm">
                    {t('product.orAdvisor')} <Link to={advisorPath}>{t('product.startWithAdvisor')}</Link>
                  </Text>
                ) : null}
              </Stack>
            ) : (
              <Stack gap="md">
                <dl className={styles.held}>
                  <Stack gap="xxs">
                    <Text as="dt" tone="muted" size="sm">
                      {t('product.balance')}
                    </Text>
                    <Text as="dd" size="lg" weight="semibold" numeric data-testid="product-balance">
                      {formatMoney(balance, product.currency)}
                    </Text>
                  </Stack>
                  <Stack gap="xxs">
                    <Text as="dt" tone="muted" size="sm">
                      {t('product.fee')}
                    </Text>
                    <Text as="dd" size="lg" weight="semibold" numeric>
                      {
                        // A product without a fee says so, not "0% anual, unos $0 al año".
                        feeFor(product, balance).annualPercent === 0
                          ? t('product.noFee')
                          : t('product.feeValue', {
                              percent: formatAnnualPercent(feeFor(product, balance).annualPercent),
                              amount: formatMoney(yearlyFee(product, balance), product.currency),
                            })
                      }
                    </Text>
                  </Stack>
                </dl>
                <GoalList
                  items={own.map((goal) => ({ goal, performance: performance.get(String(goal.id)) ?? null }))}
                  actionOf={(goal) => ({
                    to: `/deposit/${encodeURIComponent(String(goal.id))}`,
                    text: t('product.deposit'),
                    label: t('product.depositTo', { title: goal.title }),
                  })}
                />
                {another && another.kind !== 'advisor' ? (
                  <Link className={styles.start} to={another.path}>
                    {t('product.openAnother', { name: product.name })}
                  </Link>
                ) : null}
                <Text tone="muted" size="sm">
                  {t(another ? 'product.withYourAdvisor' : 'product.reviewWithAdvisor')}{' '}
                  <Link to={advisorPath}>{t('product.startWithAdvisor')}</Link>
                </Text>
              </Stack>
            )}
          </Card>
        </>
      ) : null}
    </QueryState>
  );
}
