// Orders in tests: a delivery address, seeded products, place-order bodies, and orders placed and
// moved through the real API (for the orders, dashboard and customer tests).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_DELIVERY_FEE,
  DEFAULT_FREE_DELIVERY_THRESHOLD,
  orderSummary,
  type Address,
  type AdminProduct,
  type Order,
  type Product,
  type ShopSettings,
  type UpdateChannel,
} from '@shop/contracts';
import type { Db } from '../db/client.ts';
import { products, productStock, stockMovements } from '../db/schema.ts';
import { setStock } from '../modules/stock/service.ts';
import type { Headers } from './account-fixtures.ts';

export const ADDRESS: Address = {
  firstName: 'Nyibol',
  lastName: 'Garang',
  email: 'nyibol.garang@example.org',
  street: 'Hai Malakal, Plot 14',
  city: 'Juba',
  state: 'Central Equatoria',
  zipcode: '00211',
  country: 'South Sudan',
  phone: '+211 921 234 567',
};

export function post(app: FastifyInstance, url: string, headers: Headers, payload?: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: payload === undefined ? '' : JSON.stringify(payload),
  });
}

export function get(app: FastifyInstance, url: string, headers: Headers) {
  return app.inject({ method: 'GET', url, headers });
}

export interface SeededProduct {
  id: string;
  name: string;
  price: number;
  sizes: string[];
  category: string;
  images: string[];
  productType: string;
  measurement: string;
  unit: string;
  trackStock: boolean;
}

/** A product as the staff's API answers it, in the shape an order line is built from. */
export const orderableOf = (p: AdminProduct): SeededProduct => ({
  id: p._id,
  name: p.name,
  price: p.price,
  sizes: p.sizes,
  category: p.category,
  images: p.image,
  productType: p.productType,
  measurement: p.measurement,
  unit: p.unit,
  trackStock: p.stock !== null,
});

/** Seeded products in a stable order, cheapest first (so totals stay under the threshold). */
export async function seededProducts(db: Db, limit = 5): Promise<SeededProduct[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      sizes: products.sizes,
      category: products.category,
      images: products.images,
      productType: products.productType,
      measurement: products.measurement,
      unit: products.unit,
      trackStock: products.trackStock,
    })
    .from(products)
    .orderBy(asc(products.price), asc(products.id))
    .limit(limit);
}

export interface Line {
  product: SeededProduct;
  quantity: number;
  size?: string;
}

/** A place-order body for these lines with the total the storefront would show. */
export function orderBody(
  lines: Line[],
  settings = {
    deliveryFee: DEFAULT_DELIVERY_FEE,
    freeDeliveryThreshold: DEFAULT_FREE_DELIVERY_THRESHOLD,
  },
) {
  const items = lines.map((l) => ({
    _id: l.product.id,
    name: l.product.name,
    price: l.product.price,
    image: l.product.images,
    size: l.size ?? l.product.sizes[0]!,
    quantity: l.quantity,
  }));
  return { address: ADDRESS, items, amount: orderSummary(items, settings).total };
}

/** The cheapest product of the catalogue as the shop lists it, so totals stay under the
 * free-delivery threshold. */
export async function cheapestProduct(app: FastifyInstance): Promise<Product> {
  const res = await app.inject({ url: '/api/product/list?sort=low&pageSize=1' });
  const product = res.json<{ products: Product[] }>().products[0];
  if (!product) throw new Error(`no product: ${res.body}`);
  return product;
}

/** Places an order of `quantity` pieces through POST /api/order/place-cod or /mobile-money. */
export async function placeOrder(
  app: FastifyInstance,
  headers: Headers,
  opts: {
    product: Product;
    quantity: number;
    mobileMoney?: boolean;
    mobileProvider?: string;
    /** The delivery address's phone, when not ADDRESS's. */
    phone?: string;
    /** The order updates chosen at checkout, when it says (docs/decisions/0066). */
    updatesBy?: UpdateChannel;
  },
): Promise<Order> {
  const settings = (await app.inject({ url: '/api/settings' })).json<ShopSettings>();
  const items = [{ _id: opts.product._id, size: opts.product.sizes[0]!, quantity: opts.quantity }];
  const priced = items.map((i) => ({ price: opts.product.price, quantity: i.quantity }));
  const body = {
    address: opts.phone ? { ...ADDRESS, phone: opts.phone } : ADDRESS,
    items,
    amount: orderSummary(priced, settings).total,
    ...(opts.mobileMoney
      ? { mobileNumber: '0921 234 567', mobileProvider: opts.mobileProvider ?? 'MTN' }
      : {}),
    ...(opts.updatesBy ? { updatesBy: opts.updatesBy } : {}),
  };
  const url = opts.mobileMoney ? '/api/order/mobile-money' : '/api/order/place-cod';
  const res = await post(app, url, headers, body);
  if (res.statusCode !== 200) throw new Error(`placing an order failed: ${res.body}`);
  return res.json<{ order: Order }>().order;
}

/** Staff move an order to a status through POST /api/admin/orders/:id/status. */
export async function setOrderStatus(
  app: FastifyInstance,
  adminHeaders: Headers,
  orderId: string,
  status: string,
) {
  const res = await post(app, `/api/admin/orders/${orderId}/status`, adminHeaders, { status });
  if (res.statusCode !== 200) throw new Error(`status change failed: ${res.body}`);
}

/**
 * Counts these products' stock no more (in this test's own database): for tests about prices,
 * totals and mail, whose quantities must not depend on the seed's opening stock.
 */
export async function stopCountingStock(db: Db, items: { id: string }[]) {
  await db
    .update(products)
    .set({ trackStock: false })
    .where(
      inArray(
        products.id,
        items.map((p) => p.id),
      ),
    );
}

/** Counts a product's stock with exactly these units per size (as staff would set them). */
export async function countStock(db: Db, productId: string, levels: Record<string, number>) {
  await db.transaction(async (tx) => {
    await tx.update(products).set({ trackStock: true }).where(eq(products.id, productId));
    await setStock(tx, productId, levels, { reason: 'admin', actor: null });
  });
}

/** Units left of one size (undefined when the size has no stock row). */
export async function unitsInStock(db: Db, productId: string, size: string) {
  const [row] = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.size, size)));
  return row?.quantity;
}

/** A product's stock movements of one reason, oldest first. */
export function stockMovementsOf(db: Db, productId: string, reason: 'order' | 'cancellation') {
  return db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.productId, productId), eq(stockMovements.reason, reason)))
    .orderBy(asc(stockMovements.createdAt), asc(stockMovements.id));
}
