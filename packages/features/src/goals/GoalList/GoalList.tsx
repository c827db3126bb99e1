import { formatMoney, formatPercent, formatPercentChange, type Goal } from '@portal/platform';
import {
  IconButton,
  IconCircle,
  ProgressBar,
  RowFigures,
  RowText,
  Stack,
  Text,
  visuallyHidden,
} from '@portal/ui';
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
  /**
   * A second way from a row, beside it (a product's page: deposit in this goal): its address, its
   * word, and its accessible name, which starts with the word and names the goal.
   */
  actionOf?: (goal: Goal) => GoalRowAction | null;
}

export interface GoalRowAction {
  to: string;
  text: string;
  label: string;
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
  actionOf,
}: GoalListProps) {
  const { t } = useTranslation('money');
  return (
    <Stack as="ul" gap="none">
      {items.map(({ goal, performance }) => {
        const currency = goalCurrency(goal);
        const progress = targetProgress(goal);
        const ratio = performance?.gainRatio ?? null;
        const tone = ratio === null ? 'flat' : ratio > 0 ? 'gain' : ratio < 0 ? 'loss' : 'flat';
        const action = actionOf?.(goal) ?? null;
        return (
          <li
            key={goal.id}
            className={onToggleStar ? styles.itemWithStar : action ? styles.itemWithAction : styles.item}
          >
            <Link className={styles.link} to={hrefOf(goal)}>
              <IconCircle name={goalIcon(goal)} size="md" tone="primary" />
              <RowText>
                <Text as="span" weight="semibold" breakAnywhere>
                  {goal.title}
                  {goal.starred && !onToggleStar ? (
                    <>
                      <span className={styles.star} aria-hidden="true">
                        {' ★'}
                      </span>
                      <span className={visuallyHidden}> {t('goals.starred')}</span>
                    </>
                  ) : null}
                </Text>
                <Text as="span" tone="muted" size="sm">
                  {t(`categories.${goal.goalCategory.code}`, {
                    defaultValue: t('categories.other'),
                  })}
                </Text>
              </RowText>
              <RowFigures>
                <Text as="span" weight="semibold">
                  {formatMoney(goal.currentCapital, currency)}
                </Text>
                {ratio !== null ? (
                  <span className={styles.change[tone]}>
                    {formatPercentChange(ratio)}
                    <span className={visuallyHidden}> {t('goals.returnLabel')}</span>
                  </span>
                ) : null}
              </RowFigures>
              {progress !== null && goal.target ? (
                <span className={styles.progress}>
                  <ProgressBar value={progress} label={t('goals.progressLabel', { title: goal.title })} />
                  <Text as="span" tone="muted" size="sm">
                    {t('goals.progress', {
                      // A share of a whole: one decimal, as every share (docs/RULES.md#product-rules).
                      percent: formatPercent(progress),
                      target: formatMoney(goal.target.amount, currency),
                    })}
                  </Text>
                </span>
              ) : null}
            </Link>
            {onToggleStar ? (
              <IconButton
                icon={goal.starred ? 'star' : 'starOutline'}
                label={t('goals.star', { title: goal.title })}
                aria-pressed={goal.starred}
                disabled={savingStarOf !== null && String(savingStarOf) === String(goal.id)}
                className={goal.starred ? styles.star : undefined}
                onClick={() => onToggleStar(goal)}
              />
            ) : null}
            {action ? (
              <Link className={styles.rowAction} to={action.to} aria-label={action.label}>
                {action.text}
              </Link>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}
