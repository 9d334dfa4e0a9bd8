// Prices per size in everything that charges (docs/decisions/0074-prices-sku-and-cost-per-size.md):
// the checkout, orders entered and edited by staff and quotations price a line at its size's own
// price, read from the database; a price the client sends is never charged. Runs on PGlite and
// on PostgreSQL.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductResponseSchema,
  orderResponseSchema,
  orderSummary,
  type AdminProduct,
  type Order,
  type Quotation,
} from '@shop/contracts';
import { orders, quotations } from '../../db/schema.ts';
import { signUp, type Headers } from '../../test/account-fixtures.ts';
import { ADDRESS, post } from '../../test/order-fixtures.ts';
import { adminKit } from '../../test/product-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { addDays, shopDay } from '../../lib/shop-day.ts';
import { useTestApp } from '../../test/test-app.ts';
import { getShopSettings } from '../settings/service.ts';
import { ORDER_ERRORS } from './messages.ts';

const t = useTestApp();
const FOUR = 'Table + 4 chairs';
const SIX = 'Table + 6 chairs';
let set: AdminProduct;
let staff: Headers;

beforeAll(async () => {
  const k = await adminKit(t);
  staff = k.admin.headers;
  // Priced at the dearer size first; the smaller one is given its own, lower price.
  const res = await k.create(
    k.form({
      name: 'Torit Dining Set',
      category: 'Tables',
      subCategory: 'Dining Tables',
      price: 1_950_000,
      sizes: [FOUR, SIX],
      sizePrices: { [FOUR]: 1_450_000 },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  set = adminProductResponseSchema.parse(res.json()).product;
  expect(set).toMatchObject({ price: 1_450_000, sizePrices: { [SIX]: 1_950_000 } });
});

const lineOf = (order: Order) => order.items.map((i) => [i.size, i.price, i.quantity]);

async function placeCod(headers: Headers, items: object[], amount: number) {
  return post(t.app, '/api/order/place-cod', headers, { address: ADDRESS, items, amount });
}

describe('the checkout', () => {
  it("charges the size's own price, whatever price the client sends", async () => {
    const settings = await getShopSettings(t.db);
    const customer = await signUp(t.app, 'Lual Checkout');
    const ordersBefore = (await t.db.select({ n: count() }).from(orders))[0]!.n;
    const total = orderSummary(
      [
        { price: 1_950_000, quantity: 2 },
        { price: 1_450_000, quantity: 1 },
      ],
      settings,
    ).total;

    // The dearer size at the product's (lowest) price: refused with what changed, nothing made.
    const cheap = await placeCod(
      customer.headers,
      [{ _id: set._id, size: SIX, quantity: 2, price: set.price }],
      orderSummary([{ price: set.price, quantity: 2 }], settings).total,
    );
    const now = orderSummary([{ price: 1_950_000, quantity: 2 }], settings).total;
    expectRefusal(cheap, 409, {
      code: 'CONFLICT',
      message: ORDER_ERRORS.pricesChanged(
        [{ name: `${set.name} (${SIX})`, was: set.price, now: 1_950_000 }],
        now,
      ),
    });
    expect((await t.db.select({ n: count() }).from(orders))[0]!.n).toBe(ordersBefore);

    // Without a price (or with the right one) each line is charged its size's price.
    const res = await placeCod(
      customer.headers,
      [
        { _id: set._id, size: SIX, quantity: 2 },
        { _id: set._id, size: FOUR, quantity: 1, price: 1_450_000 },
      ],
      total,
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = orderResponseSchema.parse(res.json()).order;
    expect(lineOf(order)).toEqual([
      [SIX, 1_950_000, 2],
      [FOUR, 1_450_000, 1],
    ]);
    expect(order.amount).toBe(total);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.items.map((i) => i.price)).toEqual([1_950_000, 1_450_000]);
  });
});

describe('orders entered and edited by staff', () => {
  it("price each line at its size's own price, never the client's", async () => {
    const res = await post(t.app, '/api/admin/orders', staff, {
      newCustomer: { name: 'Kiden Walkin', phone: '0912 345 678' },
      delivery: { kind: 'collect' },
      items: [{ _id: set._id, size: SIX, quantity: 1, price: 1 }],
      payment: { method: 'cod' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = orderResponseSchema.parse(res.json()).order;
    expect(lineOf(order)).toEqual([[SIX, 1_950_000, 1]]);
    expect(order.amount).toBe(1_950_000);

    // An added line is priced as the checkout prices it.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/lines`,
      headers: { ...staff, 'content-type': 'application/json' },
      payload: JSON.stringify({
        items: [
          { _id: set._id, size: SIX, quantity: 1 },
          { _id: set._id, size: FOUR, quantity: 2, price: 1 },
        ],
      }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = orderResponseSchema.parse(edit.json()).order;
    expect(lineOf(edited)).toEqual([
      [SIX, 1_950_000, 1],
      [FOUR, 1_450_000, 2],
    ]);
    expect(edited.subtotal).toBe(1_950_000 + 2 * 1_450_000);
  });
});

describe('quotations', () => {
  it("start each line at its size's price: written by staff, and asked for from the cart", async () => {
    const res = await post(t.app, '/api/admin/quotations', staff, {
      organisation: 'Torit Primary School',
      contactName: 'Mary Akech',
      email: 'procurement@torit-school.example.org',
      validUntil: addDays(shopDay(new Date()), 10),
      lines: [
        { productId: set._id, size: SIX, quantity: 3 },
        { productId: set._id, size: FOUR, quantity: 1 },
      ],
      deliveryFee: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const quotation = res.json<{ quotation: Quotation }>().quotation;
    expect(quotation.lines.map((l) => [l.size, l.price])).toEqual([
      [SIX, 1_950_000],
      [FOUR, 1_450_000],
    ]);

    const customer = await signUp(t.app, 'Keji Quotation');
    const cart = await post(t.app, '/api/cart/update', customer.headers, {
      itemId: set._id,
      size: SIX,
      quantity: 4,
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const asked = await post(t.app, '/api/quotation/request', customer.headers, {
      organisation: 'Kajo Keji Clinic',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(quotations)
      .where(eq(quotations.number, asked.json<{ number: string }>().number));
    expect(row!.lines.map((l) => [l.size, l.price, l.quantity])).toEqual([[SIX, 1_950_000, 4]]);
    expect(row!.subtotal).toBe(4 * 1_950_000);
  });
});
