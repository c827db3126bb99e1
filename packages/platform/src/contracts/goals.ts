import * as z from 'zod/mini';
import { goalSchema } from '../schemas/product.ts';
import { errorBody } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The goals domain's contract. Its flows (deposit, rescue, new goal, change of portfolio, scheduled
 * deposits, favourite goal, confirmation codes, orders) still call with the schemas of
 * platform/src/schemas and move here next; the star is here.
 */
export const goalsContract = {
  star: endpoint({
    method: 'PUT',
    path: 'api/goals/{goalId}/starred',
    summary: 'Stars or unstars one of the client’s goals; answers the goal. 404 when it is not theirs.',
    params: z.object({ goalId: z.string() }),
    body: z.object({ starred: z.boolean() }),
    response: goalSchema,
    errors: { 404: errorBody },
  }),
} as const;
