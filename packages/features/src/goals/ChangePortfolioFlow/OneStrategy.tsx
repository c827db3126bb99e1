import type { Goal, Product, Strategy } from '@portal/platform';
import { buttonTone } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from '../../kit/form.css.ts';
import { productOfCategory } from '../../products/model.ts';

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
  const { t } = useTranslation('features');
  const product = productOfCategory(products, goal.goalCategory.code);
  const current = strategies.find((strategy) => strategy.id === Number(goal.portfolio?.investmentStrategyId));
  return (
    <section className={styles.form} aria-labelledby="portfolio-fixed-title">
      <h2 id="portfolio-fixed-title" className={styles.legend}>
        {t('flows.portfolio.fixedTitle')}
      </h2>
      <p>
        {product && current
          ? t('flows.portfolio.fixed', { product: product.name, name: current.name, risk: current.risk })
          : t('flows.portfolio.fixedUnknown')}
      </p>
      <p>{t('flows.portfolio.fixedNext')}</p>
      <div className={styles.actions}>
        <Link className={buttonTone.primary} to="/goals/new">
          {t('flows.portfolio.newGoal')}
        </Link>
      </div>
    </section>
  );
}
