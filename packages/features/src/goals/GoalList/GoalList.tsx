import { formatMoney, formatPercentChange, type Goal } from '@portal/platform';
import { Icon, IconButton, visuallyHidden } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Performance } from '../../money/index.ts';
import { goalCurrency } from '../../money/index.ts';
import { goalIcon, targetProgress } from '../goalLabels.ts';
import * as styles from './GoalList.css.ts';

export interface GoalListItem {
  goal: Goal;
  /** Its gain so far, once its history is known (null while loading or without one). */
  performance: Performance | null;
}

export interface GoalListProps {
  items: readonly GoalListItem[];
  /** Where a goal leads: its page by default. */
  hrefOf?: (goal: Goal) => string;
  /** Offers a star button per goal (the goals page); without it, the star only shows. */
  onToggleStar?: (goal: Goal) => void;
  /** The goal whose star is being saved (its button waits). */
  savingStarOf?: Goal['id'] | null;
}

/**
 * The client's goals: icon, name, category, capital in the goal's currency, what it gained, and how
 * far it is toward its target where it has one.
 */
export function GoalList({
  items,
  hrefOf = (goal) => `/goals/${goal.id}`,
  onToggleStar,
  savingStarOf = null,
}: GoalListProps) {
  const { t } = useTranslation('features');
  return (
    <ul className={styles.list}>
      {items.map(({ goal, performance }) => {
        const currency = goalCurrency(goal);
        const progress = targetProgress(goal);
        const ratio = performance?.gainRatio ?? null;
        const tone = ratio === null ? 'flat' : ratio > 0 ? 'gain' : ratio < 0 ? 'loss' : 'flat';
        return (
          <li key={goal.id} className={onToggleStar ? styles.itemWithStar : styles.item}>
            <Link className={styles.link} to={hrefOf(goal)}>
              <span className={styles.icon} aria-hidden="true">
                <Icon name={goalIcon(goal)} size={22} />
              </span>
              <span className={styles.text}>
                <span className={styles.title}>
                  {goal.title}
                  {goal.starred && !onToggleStar ? (
                    <>
                      <span className={styles.star} aria-hidden="true">
                        {' ★'}
                      </span>
                      <span className={visuallyHidden}> {t('money.goals.starred')}</span>
                    </>
                  ) : null}
                </span>
                <span className={styles.meta}>
                  {t(`money.categories.${goal.goalCategory.code}`, {
                    defaultValue: t('money.categories.other'),
                  })}
                </span>
              </span>
              <span className={styles.numbers}>
                <span className={styles.capital}>{formatMoney(goal.currentCapital, currency)}</span>
                {ratio !== null ? (
                  <span className={styles.change[tone]}>
                    {formatPercentChange(ratio)}
                    <span className={visuallyHidden}> {t('money.goals.returnLabel')}</span>
                  </span>
                ) : null}
              </span>
              {progress !== null && goal.target ? (
                <span className={styles.progress}>
                  <progress
                    className={styles.bar}
                    max={1}
                    value={progress}
                    aria-label={t('money.goals.progressLabel', { title: goal.title })}
                  />
                  <span className={styles.meta}>
                    {t('money.goals.progress', {
                      percent: Math.round(progress * 100),
                      target: formatMoney(goal.target.amount, currency),
                    })}
                  </span>
                </span>
              ) : null}
            </Link>
            {onToggleStar ? (
              <IconButton
                icon={goal.starred ? 'star' : 'starOutline'}
                label={t('money.goals.star', { title: goal.title })}
                aria-pressed={goal.starred}
                disabled={savingStarOf !== null && String(savingStarOf) === String(goal.id)}
                className={goal.starred ? styles.starOn : undefined}
                onClick={() => onToggleStar(goal)}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
