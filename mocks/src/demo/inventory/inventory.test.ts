import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockStore } from '../../control/store.ts';
import { server } from '../../node.ts';
import { initialProducts, type Product, paginate, sortProducts } from './inventory.ts';

const api = 'http://portal.test/api/apps/ecommerce/inventory/';
const get = async (path: string) => (await fetch(`${api}${path}`)).json();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockStore());
afterAll(() => server.close());

describe('inventory products (docs/RULES.md#demo-mock-calls demo)', () => {
  it('defaults: sort by name ascending, page 1, 10 per page, with the pagination object', async () => {
    const { products, pagination } = await get('products');
    expect(products).toHaveLength(10);
    const names = products.map((p: Product) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(pagination).toEqual({ length: 30, size: 10, page: 1, lastPage: 3, startIndex: 0, endIndex: 9 });
  });

  it('answers only lastPage and null products past the last page', async () => {
    expect(await get('products?page=4')).toEqual({ products: null, pagination: { lastPage: 3 } });
  });

  it('searches names case-insensitively', async () => {
    const { products } = await get('products?search=TAZ');
    expect(products.map((p: Product) => p.name).sort()).toEqual(['Taza', 'Tazón']);
  });

  it.each([
    ['price', 'asc'],
    ['stock', 'desc'],
    ['sku', 'asc'],
    ['active', 'desc'],
  ])('sorts by %s %s', async (sort, order) => {
    const { products } = await get(`products?sort=${sort}&order=${order}&size=30`);
    expect(products.map((p: Product) => p.id)).toEqual(
      sortProducts(initialProducts(), sort, order).map((p) => p.id),
    );
  });

  it('creates "A New Product", inactive and first', async () => {
    const created = await (await fetch(`${api}product`, { method: 'POST' })).json();
    expect(created).toMatchObject({ name: 'A New Product', active: false });
    const { products } = await get('products?sort=price&size=50');
    expect(products.map((p: Product) => p.id)).toContain(created.id);
  });
});

describe('sortProducts and paginate', () => {
  it.each([
    [['b', 'A', 'c'], 'asc', ['A', 'b', 'c']],
    [['b', 'A', 'c'], 'desc', ['c', 'b', 'A']],
  ])('textual sort is case-insensitive: %j %s', (names, order, expected) => {
    const list = names.map((name, i) => ({ ...initialProducts()[0], id: String(i), name }) as Product);
    expect(sortProducts(list, 'name', order).map((p) => p.name)).toEqual(expected);
  });

  it('numeric sort compares numbers, not text', () => {
    const list = [100, 20, 3].map(
      (price, i) => ({ ...initialProducts()[0], id: String(i), price }) as Product,
    );
    expect(sortProducts(list, 'price', 'asc').map((p) => p.price)).toEqual([3, 20, 100]);
  });

  it('pages cover the list exactly once (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 95 }),
        fc.integer({ min: 1, max: 20 }),
        (list, size) => {
          const pages: number[] = [];
          for (let page = 1; ; page += 1) {
            const { items } = paginate(list, page, size);
            if (items === null) break;
            pages.push(...items);
            if (items.length === 0) break;
          }
          return pages.length === list.length && pages.every((value, i) => value === list[i]);
        },
      ),
    );
  });
});

describe('inventory lookups and tags', () => {
  it.each(['categories', 'brands', 'vendors', 'tags'])('answers %s', async (path) => {
    expect((await get(path)).length).toBeGreaterThan(0);
  });

  it('gets, patches and deletes a product', async () => {
    expect((await get('product?id=product-2')).name).toBe('Bolso de lona');
    const patched = await (
      await fetch(`${api}product`, {
        method: 'PATCH',
        body: JSON.stringify({ id: 'product-2', product: { stock: 99 } }),
      })
    ).json();
    expect(patched.stock).toBe(99);
    expect(await (await fetch(`${api}product?id=product-2`, { method: 'DELETE' })).json()).toBe(true);
    expect((await fetch(`${api}product?id=product-2`)).status).toBe(404);
  });

  it('creates, renames and deletes a tag', async () => {
    const tag = await (
      await fetch(`${api}tag`, { method: 'POST', body: JSON.stringify({ tag: { title: 'liquidación' } }) })
    ).json();
    expect((await get('tags'))[0].id).toBe(tag.id);
    const renamed = await (
      await fetch(`${api}tag`, {
        method: 'PATCH',
        body: JSON.stringify({ id: tag.id, tag: { title: 'remate' } }),
      })
    ).json();
    expect(renamed.title).toBe('remate');
    expect(await (await fetch(`${api}tag?id=${tag.id}`, { method: 'DELETE' })).json()).toBe(true);
  });
});
