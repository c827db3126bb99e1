import {
  callEndpoint,
  goalsContract,
  InvalidResponseError,
  isNotFound,
  outcomeOfFailure,
  queriesHook,
  type Transport,
} from '@portal/platform';
import type * as z from 'zod/mini';

/** An order whose answer was lost, and the server says no order was placed with its key. */
export class OrderNotPlacedError extends Error {
  override readonly name = 'OrderNotPlacedError';
  constructor(override readonly cause: unknown) {
    super('The order was not placed');
  }
}

/** An order whose answer was lost, and the server could not be asked whether it was placed. */
export class OrderOutcomeUnknownError extends Error {
  override readonly name = 'OrderOutcomeUnknownError';
  constructor(override readonly cause: unknown) {
    super('Whether the order was placed is not known');
  }
}

/** The read of an order by its key (our contract: `GET api/orders/{idempotencyKey}`). */
export function orderCalls(transport: Transport) {
  return {
    /** The order placed with this key, as its answer gave it (its receipt), or null: none was placed. */
    placed: async <Receipt>(
      idempotencyKey: string,
      receipt: z.ZodMiniType<Receipt>,
    ): Promise<Receipt | null> => {
      try {
        // The contract answers the receipt as the order's own call gave it: read with that call's schema.
        const placed = await callEndpoint(transport, goalsContract.order, { params: { idempotencyKey } });
        const parsed = receipt.safeParse(placed);
        if (!parsed.success)
          throw new InvalidResponseError(`api/orders/${idempotencyKey}`, parsed.error.issues);
        return parsed.data;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}

export const useOrderCalls = queriesHook(orderCalls);

/**
 * Places an order, and when its answer is lost, asks the server whether it was placed: its receipt
 * if it was; `OrderNotPlacedError` if it was not (sending it again is safe, and says so);
 * `OrderOutcomeUnknownError` if the server could not be asked either (sending it again with the
 * same key is still safe: the server answers a known key with its first answer). A refusal passes on
 * unchanged. `onChecking` tells when the asking starts.
 */
export async function placeOnce<Receipt>(
  order: () => Promise<Receipt>,
  placed: () => Promise<Receipt | null>,
  onChecking: () => void = () => undefined,
): Promise<Receipt> {
  try {
    return await order();
  } catch (error) {
    if (outcomeOfFailure(error) === 'refused') throw error;
    onChecking();
    let found: Receipt | null;
    try {
      found = await placed();
    } catch (checkError) {
      throw new OrderOutcomeUnknownError(checkError);
    }
    if (found === null) throw new OrderNotPlacedError(error);
    return found;
  }
}
