import type { Goal, Product, Strategy } from '@portal/platform';
import { Inline, Stack } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { productOfCategory } from '../../products/model.ts';
import * as styles from './OneStrategy.css.ts';

/** A goal whose product has one strategy (or one the catalogue does not list): why, and what to do. */
export function OneStrategy({
  goal,
  products,
  strategies,
}: {
  goal: Goal;
  products: readonly Product[];
  strategies: readonly Strategy[];
}) {
  const { t } = useTranslation('goals');
  const product = productOfCategory(products, goal.goalCategory.code);
  const current = strategies.find((strategy) => strategy.id === Number(goal.portfolio?.investmentStrategyId));
  return (
    <Stack as="section" gap="lg" aria-labelledby="portfolio-fixed-title">
      <h2 id="portfolio-fixed-title" className={styles.title}>
        {t('portfolio.fixedTitle')}
      </h2>
      <p>
        {product && current
          ? t('portfolio.fixed', { product: product.name, name: current.name, risk: current.risk })
          : t('portfolio.fixedUnknown')}
      </p>
      <p>{t('portfolio.fixedNext')}</p>
      <Inline>
        <ButtonLink to="/goals/new">{t('portfolio.newGoal')}</ButtonLink>
      </Inline>
    </Stack>
  );
}
