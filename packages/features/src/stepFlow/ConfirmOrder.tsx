import { Button, Text } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderState } from './useStepFlow.ts';

/** Why an order is not done, in the words its state calls for (docs/RULES.md#idempotency-and-field-errors). */
export function OrderFailure({ order, failedText }: { order: OrderState; failedText: ReactNode }) {
  const { t } = useTranslation('stepFlow');
  if (order.isPending && order.isChecking)
    return (
      <Text role="status" data-testid="order-checking">
        {t('order.checking')}
      </Text>
    );
  if (!order.isError || order.isPending) return null;
  return (
    <Text tone="critical" weight="medium" role="alert" data-testid="order-failure">
      {order.isOutcomeUnknown ? t('order.unknown') : failedText}
    </Text>
  );
}

/**
 * A review step's end: the order's button (it says it is working while the order is on its way,
 * and a second press does nothing), and, when the order failed, why, read at once, with what was
 * typed still above it. An answer lost on the way is never said as a failure: the portal asks the
 * server whether the order was placed, and says so while it asks.
 */
export function ConfirmOrder({
  order,
  onConfirm,
  label,
  workingLabel,
  failedText,
}: {
  order: OrderState;
  onConfirm: () => void;
  label: ReactNode;
  /** What the button says while the order is on its way. */
  workingLabel: ReactNode;
  /** Why the order was not placed (refused, or not placed after a lost answer). */
  failedText: ReactNode;
}) {
  return (
    <>
      <OrderFailure order={order} failedText={failedText} />
      <Button phoneWide onClick={onConfirm} busy={order.isPending}>
        {order.isPending ? workingLabel : label}
      </Button>
    </>
  );
}
