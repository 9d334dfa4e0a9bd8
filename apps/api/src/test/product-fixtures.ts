// Shared by the admin product tests: a staff account, a valid form, and the calls they make.
import { asc } from 'drizzle-orm';
import {
  PRODUCT_CSV_COLUMNS,
  sizesOf,
  type AdminProduct,
  type ProductInput,
  type ProductUpdate,
} from '@shop/contracts';
import { csvRow } from '../lib/csv.ts';
import { products } from '../db/schema.ts';
import { signUpAdmin, type Headers } from './account-fixtures.ts';
import type { TestApp } from './test-app.ts';

export async function adminKit(t: TestApp) {
  const admin = await signUpAdmin(t.app, t.db, 'Deng Products');
  const me = await t.app.inject({ url: '/api/user/profile', headers: admin.headers });
  const adminId: string = me.json().user._id;
  // A picture the seeded catalogue already uses: known to the shop without an upload.
  const [first] = await t.db
    .select({ images: products.images })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  const knownImage = first!.images[0]!;

  const form = (overrides: Partial<ProductInput> = {}): ProductInput => ({
    name: 'Juba Teak Garden Bench',
    description: 'A three-seat bench of solid teak, oiled for the rains.',
    price: 1_450_000,
    category: 'Outdoorfurniture',
    subCategory: 'Garden Benches',
    sizes: ['Standard', 'Large'],
    popular: false,
    images: [knownImage],
    ...overrides,
  });

  const create = (payload: object, headers: Headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: '/api/admin/products', headers, payload });
  const update = (id: string, payload: object, headers: Headers = admin.headers) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}`, headers, payload });
  const get = (id: string, headers: Headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers });
  const list = (query = '', headers: Headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/admin/products${query}`, headers });
  const archive = (id: string, action: 'archive' | 'restore', headers: Headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/products/${id}/${action}`, headers });
  const importCsv = (csv: string | Buffer, dryRun: boolean, headers: Headers = admin.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?dryRun=${dryRun}`,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: csv,
    });
  const stockHistory = (id: string, query = '', headers: Headers = admin.headers) =>
    t.app.inject({ url: `/api/admin/products/${id}/stock-history${query}`, headers });
  const auditOf = async (entityId: string) => {
    const res = await t.app.inject({
      url: `/api/admin/audit?entity=product&entityId=${entityId}`,
      headers: admin.headers,
    });
    return res.json().entries as { action: string; before: unknown; after: unknown }[];
  };

  return {
    admin,
    adminId,
    knownImage,
    form,
    create,
    update,
    get,
    list,
    archive,
    importCsv,
    stockHistory,
    auditOf,
  };
}

/** A customer's back-in-stock requests: GET, POST (ask) or DELETE (withdraw). */
export const stockAlerts = (
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  headers: Headers,
  payload?: { productId: string; size: string },
) =>
  t.app.inject({
    method,
    url: '/api/user/stock-alerts',
    headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
    payload: payload ? JSON.stringify(payload) : undefined,
  });

/** The product form as staff read it: every field of the product, its stock and updatedAt. */
export const productFormOf = (p: AdminProduct, changes: Partial<ProductUpdate> = {}) => ({
  name: p.name,
  description: p.description,
  price: p.price,
  category: p.category,
  subCategory: p.subCategory,
  sizes: p.sizes,
  popular: p.popular,
  images: p.image,
  productType: p.productType,
  measurement: p.measurement,
  unit: p.unit,
  trackStock: p.stock !== null,
  stock: p.stock ?? {},
  sizePrices: p.sizePrices ?? {},
  sizeSkus: p.sizeSkus,
  sizeCosts: p.sizeCosts,
  stockRead: p.stock ?? undefined,
  updatedAt: p.updatedAt,
  ...changes,
});

/** Each size's value in the order of the sizes ('' for none), as the export writes them. */
const perSizeCell = (p: AdminProduct, values: Record<string, string | number> = {}) =>
  Object.keys(values).length
    ? sizesOf(p.sizes)
        .map((size) => values[size] ?? '')
        .join('|')
    : '';

/** The row of an existing product as the export writes it (stock cells left out). */
export const exportCellsOf = (p: AdminProduct): CsvCells => ({
  id: p._id,
  name: p.name,
  description: p.description,
  price: String(p.price),
  category: p.category,
  subCategory: p.subCategory,
  sizes: p.sizes.join('|'),
  popular: String(p.popular),
  images: p.image.join('|'),
  productType: p.productType,
  measurement: p.measurement,
  unit: p.unit,
  trackStock: String(p.stock !== null),
  sizePrices: perSizeCell(p, p.sizePrices),
  sizeSkus: perSizeCell(p, p.sizeSkus),
  sizeCosts: perSizeCell(p, p.sizeCosts),
});

/** The cells of one product CSV row, by column name; missing ones are empty. */
export type CsvCells = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;

/** One line of a product CSV, its cells in the export's column order. */
export const csvProductRow = (cells: CsvCells) =>
  csvRow(PRODUCT_CSV_COLUMNS.map((c) => cells[c] ?? ''));

/** A new product's row (roofing sheets with a known uploaded image) that the import accepts. */
export const roofingSheetCells = (name: string, image: string, overrides: CsvCells = {}) => ({
  name,
  description: 'Galvanised steel, 3 m, for roofs in the rainy season.',
  price: '85000',
  category: 'BuildingItems',
  subCategory: 'Roofing Sheets',
  sizes: '28 gauge|30 gauge',
  popular: 'no',
  images: image,
  ...overrides,
});
