import { formatDateShort, formatSignedMoney, type Movement } from '@portal/platform';
import { Row, RowFigures, RowList, Text } from '@portal/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { signedAmount } from '../amounts.ts';
import * as styles from './MovementList.css.ts';

export interface MovementListProps {
  movements: readonly Movement[];
  /** The goal's name for a movement's goalId (omit on a goal's own page). */
  goalTitle?: (goalId: Movement['goalId']) => string | undefined;
  /** A strategy's name for a change of portfolio. */
  strategyName?: (strategyId: number) => string | undefined;
}

const icons = {
  deposit: 'plus',
  rescue: 'minus',
  'portfolio-change': 'swap',
  dividend: 'savings',
  fee: 'wallet',
} as const satisfies Record<Movement['type'], string>;

/**
 * Movements, newest first: what it was, of which goal, when it was asked for, its state (en proceso,
 * completado, rechazado) and the amount with its sign. A rejected one is struck through: it never
 * touched the money. Drawn again only when its props change (a date and an amount formatted per row).
 */
export const MovementList = memo(function MovementList({
  movements,
  goalTitle,
  strategyName,
}: MovementListProps) {
  const { t } = useTranslation('money');
  return (
    <RowList>
      {movements.map((movement) => {
        const signed = signedAmount(movement);
        // Only settled money is coloured: a pending deposit has not arrived yet.
        const look =
          movement.status === 'rejected'
            ? 'void'
            : movement.status === 'pending'
              ? 'out'
              : signed > 0
                ? 'in'
                : signed < 0
                  ? 'out'
                  : 'none';
        const goal = goalTitle?.(movement.goalId);
        const strategy =
          movement.type === 'portfolio-change' && movement.toStrategyId != null
            ? strategyName?.(movement.toStrategyId)
            : undefined;
        return (
          <Row
            key={movement.id}
            icon={icons[movement.type]}
            end={
              <RowFigures>
                {movement.type === 'portfolio-change' ? (
                  <span className={styles.amount.none} aria-hidden="true">
                    —
                  </span>
                ) : (
                  <span className={styles.amount[look]}>{formatSignedMoney(signed, movement.currency)}</span>
                )}
                <span className={styles.status[movement.status]}>
                  {t(`movements.statuses.${movement.status}`)}
                </span>
              </RowFigures>
            }
          >
            <Text as="span" weight="medium">
              {t(`movements.types.${movement.type}`)}
              {strategy ? ` · ${strategy}` : null}
            </Text>
            <Text as="span" tone="muted" size="sm">
              {goal ? `${goal} · ` : null}
              <span className={styles.date}>{formatDateShort(movement.requestedAt)}</span>
            </Text>
          </Row>
        );
      })}
    </RowList>
  );
});
