import { goalsContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { handle } from '../../http/contracted.ts';
import { answerFor } from '../flowState.ts';
import { accountOf } from '../session.ts';

/**
 * GET api/orders/{idempotencyKey} (docs/RULES.md#idempotency-and-field-errors): the order a write
 * placed with this key, as its answer gave it (the receipt), when the client lost that answer; 404
 * when no order was placed with it (never sent, or refused), so sending it again is safe. Keys are
 * per account: another client's key is not found.
 */
export const orderHandlers = [
  handle(goalsContract.order, ({ request, params }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const placed = answerFor(account.id, String(params.idempotencyKey));
    if (!placed || placed.status >= 300)
      return HttpResponse.json({ message: 'No hay una orden con esa clave.' }, { status: 404 });
    return HttpResponse.json(placed.body);
  }),
];
