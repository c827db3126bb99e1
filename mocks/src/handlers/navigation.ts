import { navigationContract } from '@portal/platform';
import { handle } from '../http/contracted.ts';
import { navigationTree } from './frame/productData.ts';

/** GET api/common/navigation (docs/RULES.md#product-calls): the same tree for every client. */
export const navigationHandlers = [handle(navigationContract.tree, ({ reply }) => reply(navigationTree()))];
