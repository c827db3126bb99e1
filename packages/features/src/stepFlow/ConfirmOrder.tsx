import { Button, Text } from '@portal/ui';
import type { ReactNode } from 'react';

/**
 * A review step's end: the order's button (it says it is working while the order is on its way,
 * and a second press does nothing), and, when the order failed, why, read at once, with what was
 * typed still above it.
 */
export function ConfirmOrder({
  order,
  onConfirm,
  label,
  workingLabel,
  failedText,
}: {
  order: { isPending: boolean; isError: boolean };
  onConfirm: () => void;
  label: ReactNode;
  /** What the button says while the order is on its way. */
  workingLabel: ReactNode;
  failedText: ReactNode;
}) {
  return (
    <>
      {order.isError && !order.isPending ? (
        <Text tone="critical" weight="medium" role="alert">
          {failedText}
        </Text>
      ) : null}
      <Button phoneWide onClick={onConfirm} busy={order.isPending}>
        {order.isPending ? workingLabel : label}
      </Button>
    </>
  );
}
