import { HttpResponse, http } from 'msw';
import { demoDelays, mockDelay } from '../../control/delay.ts';
import { defineMockState } from '../../control/store.ts';

export interface Product {
  id: string;
  category: string;
  name: string;
  description: string;
  tags: string[];
  sku: string;
  barcode: string;
  brand: string;
  vendor: string;
  stock: number;
  reserved: number;
  cost: number;
  basePrice: number;
  taxPercent: number;
  price: number;
  weight: number;
  thumbnail: string | null;
  images: string[];
  active: boolean;
}
export interface Pagination {
  length: number;
  size: number;
  page: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
}

const names = [
  'Agenda 2027',
  'Bolso de lona',
  'Botella térmica',
  'Calculadora',
  'Cuaderno',
  'Gorro',
  'Lápiz',
  'Mochila',
  'Paraguas',
  'Polera',
  'Taza',
  'Tazón',
  'Chaqueta',
  'Cartera',
  'Audífonos',
  'Cargador',
  'Billetera',
  'Reloj',
  'Lentes',
  'Mouse',
  'Teclado',
  'Pendrive',
  'Poncho',
  'Manta',
  'Cojín',
  'Lámpara',
  'Alfombra',
  'Cuadro',
  'Florero',
  'Vela',
];

export const initialProducts = (): Product[] =>
  names.map((name, i) => {
    const basePrice = 2_990 + ((i * 7_919) % 90_000);
    return {
      id: `product-${i + 1}`,
      category: ['oficina', 'hogar', 'vestuario'][i % 3] ?? 'oficina',
      name,
      description: `${name} de la tienda de demostración.`,
      tags: [],
      sku: `SKU-${String(1000 + ((i * 37) % 900)).padStart(4, '0')}${i % 2 ? 'a' : 'B'}`,
      barcode: `78000${String(i).padStart(8, '0')}`,
      brand: ['Andes', 'Pacífico', 'Austral'][i % 3] ?? 'Andes',
      vendor: ['Proveedora Sur', 'Distribuidora Norte'][i % 2] ?? 'Proveedora Sur',
      stock: (i * 13) % 50,
      reserved: i % 5,
      cost: Math.round(basePrice * 0.6),
      basePrice,
      taxPercent: 19,
      price: Math.round(basePrice * 1.19),
      weight: 0.1 + (i % 10) / 10,
      thumbnail: null,
      images: [],
      active: i % 4 !== 0,
    };
  });

const products = defineMockState('inventory-products', initialProducts);
const inventoryTags = defineMockState('inventory-tags', () => [
  { id: 't1', title: 'oferta' },
  { id: 't2', title: 'nuevo' },
]);
const textual: readonly string[] = ['sku', 'name', 'active'];

/** Sorting (docs/RULES.md#calls): sku, name and active textual and case-insensitive; other fields numeric. */
export function sortProducts(list: readonly Product[], sort: string, order: string): Product[] {
  const key = sort as keyof Product;
  const direction = order === 'desc' ? -1 : 1;
  return [...list].sort((a, b) => {
    if (textual.includes(sort))
      return String(a[key]).toLowerCase().localeCompare(String(b[key]).toLowerCase()) * direction;
    return (Number(a[key]) - Number(b[key])) * direction;
  });
}

/** Pagination (docs/RULES.md#money-contract): a page beyond the last gives products null and only lastPage. */
export function paginate<T>(
  list: readonly T[],
  page: number,
  size: number,
): { items: T[] | null; pagination: Pagination | { lastPage: number } } {
  const length = list.length;
  const lastPage = Math.max(Math.ceil(length / size), 1);
  if (page > lastPage) return { items: null, pagination: { lastPage } };
  const startIndex = (page - 1) * size;
  const endIndex = Math.min(startIndex + size - 1, length - 1);
  return {
    items: list.slice(startIndex, startIndex + size),
    pagination: { length, size, page, lastPage, startIndex, endIndex },
  };
}

export const inventoryHandlers = [
  http.get('*/api/apps/ecommerce/inventory/categories', () =>
    HttpResponse.json([
      { id: 'oficina', name: 'Oficina' },
      { id: 'hogar', name: 'Hogar' },
      { id: 'vestuario', name: 'Vestuario' },
    ]),
  ),
  http.get('*/api/apps/ecommerce/inventory/brands', () =>
    HttpResponse.json(['Andes', 'Pacífico', 'Austral'].map((name) => ({ id: name.toLowerCase(), name }))),
  ),
  http.get('*/api/apps/ecommerce/inventory/vendors', () =>
    HttpResponse.json(['Proveedora Sur', 'Distribuidora Norte'].map((name, i) => ({ id: `v${i}`, name }))),
  ),
  http.get('*/api/apps/ecommerce/inventory/tags', () => HttpResponse.json(inventoryTags.get())),
  http.post('*/api/apps/ecommerce/inventory/tag', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { tag?: { title?: string } } | null;
    if (!body?.tag?.title)
      return HttpResponse.json({ error: 'Body must be {tag: {title}}' }, { status: 400 });
    const created = { id: `t-${Date.now()}-${inventoryTags.get().length}`, title: body.tag.title };
    inventoryTags.set([created, ...inventoryTags.get()]);
    return HttpResponse.json(created);
  }),
  http.patch('*/api/apps/ecommerce/inventory/tag', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { id?: string; tag?: { title?: string } } | null;
    const found = inventoryTags.get().find((t) => t.id === body?.id);
    if (!found) return HttpResponse.json({ error: 'Tag not found' }, { status: 404 });
    const updated = { ...found, ...body?.tag, id: found.id };
    inventoryTags.set(inventoryTags.get().map((t) => (t.id === found.id ? updated : t)));
    return HttpResponse.json(updated);
  }),
  http.delete('*/api/apps/ecommerce/inventory/tag', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    inventoryTags.set(inventoryTags.get().filter((t) => t.id !== id));
    products.set(products.get().map((p) => ({ ...p, tags: p.tags.filter((tag) => tag !== id) })));
    return HttpResponse.json(true);
  }),
  http.get('*/api/apps/ecommerce/inventory/products', async ({ request }) => {
    await mockDelay(demoDelays.inventory);
    const params = new URL(request.url).searchParams;
    const search = (params.get('search') ?? '').toLowerCase();
    const page = Math.max(Number(params.get('page') ?? 1) || 1, 1);
    const size = Math.max(Number(params.get('size') ?? 10) || 10, 1);
    const filtered = products.get().filter((p) => p.name.toLowerCase().includes(search));
    const sorted = sortProducts(filtered, params.get('sort') ?? 'name', params.get('order') ?? 'asc');
    const { items, pagination } = paginate(sorted, page, size);
    return HttpResponse.json({ products: items, pagination });
  }),
  http.get('*/api/apps/ecommerce/inventory/product', async ({ request }) => {
    await mockDelay(demoDelays.inventory);
    const found = products.get().find((p) => p.id === new URL(request.url).searchParams.get('id'));
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ error: 'Product not found' }, { status: 404 });
  }),
  http.post('*/api/apps/ecommerce/inventory/product', async () => {
    await mockDelay(demoDelays.inventory);
    const created: Product = {
      ...initialProducts()[0],
      id: `product-new-${Date.now()}`,
      name: 'A New Product',
      description: '',
      sku: '',
      active: false,
    } as Product;
    products.set([created, ...products.get()]);
    return HttpResponse.json(created);
  }),
  http.patch('*/api/apps/ecommerce/inventory/product', async ({ request }) => {
    await mockDelay(demoDelays.inventory);
    const body = (await request.json().catch(() => null)) as {
      id?: string;
      product?: Partial<Product>;
    } | null;
    const found = products.get().find((p) => p.id === body?.id);
    if (!found) return HttpResponse.json({ error: 'Product not found' }, { status: 404 });
    const updated = { ...found, ...body?.product, id: found.id };
    products.set(products.get().map((p) => (p.id === found.id ? updated : p)));
    return HttpResponse.json(updated);
  }),
  http.delete('*/api/apps/ecommerce/inventory/product', async ({ request }) => {
    await mockDelay(demoDelays.inventory);
    const id = new URL(request.url).searchParams.get('id');
    products.set(products.get().filter((p) => p.id !== id));
    return HttpResponse.json(true);
  }),
];
