// Shared by the orders tests: a delivery address, seeded products, a staff account and calls.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_DELIVERY_FEE,
  DEFAULT_FREE_DELIVERY_THRESHOLD,
  orderSummary,
  type Address,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { signUp } from '../../test/accounts.ts';

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

export interface SeededProduct {
  id: string;
  name: string;
  price: number;
  sizes: string[];
  category: string;
  images: string[];
}

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

export type Headers = Record<string, string>;

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

/** A staff account: signed up as a customer, then given the admin role in the database. */
export async function signUpAdmin(app: FastifyInstance, db: Db) {
  const account = await signUp(app, 'Deng Staff');
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, account.email));
  return account;
}
