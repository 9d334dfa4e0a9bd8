// Orders placed through the real order API for the staff-side tests (dashboard, customers).
import type { FastifyInstance } from 'fastify';
import { orderSummary, type Order, type Product, type ShopSettings } from '@shop/contracts';

export type Headers = Record<string, string>;

export const DELIVERY_ADDRESS = {
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

export function jsonPost(app: FastifyInstance, url: string, headers: Headers, payload?: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: payload === undefined ? '' : JSON.stringify(payload),
  });
}

/** The cheapest product of the catalogue, so totals stay under the free-delivery threshold. */
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
  opts: { product: Product; quantity: number; mobileMoney?: boolean },
): Promise<Order> {
  const settings = (await app.inject({ url: '/api/settings' })).json<ShopSettings>();
  const items = [{ _id: opts.product._id, size: opts.product.sizes[0]!, quantity: opts.quantity }];
  const priced = items.map((i) => ({ price: opts.product.price, quantity: i.quantity }));
  const body = {
    address: DELIVERY_ADDRESS,
    items,
    amount: orderSummary(priced, settings).total,
    ...(opts.mobileMoney ? { mobileNumber: '0921 234 567', mobileProvider: 'MTN' } : {}),
  };
  const url = opts.mobileMoney ? '/api/order/mobile-money' : '/api/order/place-cod';
  const res = await jsonPost(app, url, headers, body);
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
  const res = await jsonPost(app, `/api/admin/orders/${orderId}/status`, adminHeaders, { status });
  if (res.statusCode !== 200) throw new Error(`status change failed: ${res.body}`);
}
