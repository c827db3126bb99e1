import { productsContract } from '@portal/platform';
import { articles } from '../../fixtures/articles.ts';
import { catalogue } from '../../fixtures/catalogue.ts';
import { handle } from '../../http/contracted.ts';
import { accountOf } from '../session.ts';

/** The products domain's reads (docs/RULES.md#products-catalogue): the same catalogue and articles for every client. */
export const catalogueHandlers = [
  handle(productsContract.catalogue, ({ request, reply }) => {
    const account = accountOf(request);
    return account instanceof Response ? account : reply(catalogue);
  }),
  handle(productsContract.articles, ({ request, reply }) => {
    const account = accountOf(request);
    return account instanceof Response ? account : reply({ items: articles });
  }),
];
