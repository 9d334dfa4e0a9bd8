// Staff edit units and stock through the product form (docs/decisions/0031-units-stock-and-tracking.md):
// the save goes through the stock service with the stock the form read, so an order placed while
// the form was open is never overwritten, and every change is in the product's stock history.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  adminProductResponseSchema,
  productDetailResponseSchema,
  stockHistoryResponseSchema,
  type AdminProduct,
  type ProductInput,
} from '@shop/contracts';
import { products, productStock } from '../../db/schema.ts';
import { signUp } from '../../test/account-fixtures.ts';
import { orderableOf, orderBody, post } from '../../test/order-fixtures.ts';
import { adminKit, productFormOf } from '../../test/product-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof adminKit>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  k = await adminKit(t);
  buyer = await signUp(t.app, 'Ajak Buyer');
});

/** Cement by the 50 kg bag, counted, in two sizes. */
const cement = (overrides: Partial<ProductInput> = {}) =>
  k.form({
    name: 'Nile Portland Cement',
    category: 'BuildingItems',
    subCategory: 'Cement',
    sizes: ['Grey', 'White'],
    productType: 'bulk',
    measurement: '50 kg',
    unit: 'bag',
    trackStock: true,
    stock: { Grey: 12, White: 3 },
    ...overrides,
  });

async function created(input: ProductInput): Promise<AdminProduct> {
  const res = await k.create(input);
  expect(res.statusCode, res.body).toBe(200);
  return adminProductResponseSchema.parse(res.json()).product;
}

async function saved(id: string, body: object): Promise<AdminProduct> {
  const res = await k.update(id, body);
  expect(res.statusCode, res.body).toBe(200);
  return adminProductResponseSchema.parse(res.json()).product;
}

/** A customer orders `quantity` of one size through the real order API (it takes the units). */
async function order(p: AdminProduct, size: string, quantity: number) {
  const line = {
    product: orderableOf(p),
    quantity,
    size,
  };
  const res = await post(t.app, '/api/order/place-cod', buyer.headers, orderBody([line]));
  expect(res.statusCode, res.body).toBe(200);
}

const history = async (id: string, query = '') => {
  const res = await k.stockHistory(id, query);
  expect(res.statusCode, res.body).toBe(200);
  return stockHistoryResponseSchema.parse(res.json());
};

describe('admin products: units and stock', () => {
  it('creates a counted product with its units and stock; the shop and the history show them', async () => {
    const p = await created(cement());
    expect(p).toMatchObject({
      productType: 'bulk',
      measurement: '50 kg',
      unit: 'bag',
      stock: { Grey: 12, White: 3 },
    });
    const shown = productDetailResponseSchema.parse(
      (await t.app.inject({ url: `/api/product/${p._id}` })).json(),
    ).product;
    expect(shown).toMatchObject({
      measurement: '50 kg',
      unit: 'bag',
      stock: { Grey: 12, White: 3 },
    });

    const { movements, total } = await history(p._id);
    expect(total).toBe(2);
    expect(movements.map((m) => [m.size, m.before, m.after, m.reason, m.by, m.orderId])).toEqual(
      expect.arrayContaining([
        ['Grey', 0, 12, 'admin', 'Deng Products', null],
        ['White', 0, 3, 'admin', 'Deng Products', null],
      ]),
    );
    const [audit] = await k.auditOf(p._id);
    expect(audit).toMatchObject({
      action: 'product.create',
      after: {
        productType: 'bulk',
        measurement: '50 kg',
        unit: 'bag',
        trackStock: true,
        stock: { Grey: 12, White: 3 },
      },
    });
  });

  it('keeps what an order took from a size the form left as read, and refuses a changed size an order moved', async () => {
    const p = await created(cement({ name: 'Rumbek Cement' }));
    // The form is open with Grey 12, White 3; a customer orders 2 Grey meanwhile.
    await order(p, 'Grey', 2);

    // Only White changes on the form: Grey keeps the 10 the order left.
    const after = await saved(p._id, productFormOf(p, { stock: { Grey: 12, White: 8 } }));
    expect(after.stock).toEqual({ Grey: 10, White: 8 });

    // The same stale form now changes Grey (and the price): refused whole, with Grey's units now.
    const refused = await k.update(
      p._id,
      productFormOf(after, {
        price: 99_000,
        stock: { Grey: 15, White: 8 },
        stockRead: { Grey: 12, White: 8 },
      }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      errors: { 'stock.Grey': expect.stringContaining('it is now 10') },
    });
    const now = adminProductResponseSchema.parse((await k.get(p._id)).json()).product;
    expect(now).toMatchObject({ price: p.price, stock: { Grey: 10, White: 8 } });

    const moves = (await history(p._id, '?size=Grey')).movements;
    expect(moves.map((m) => [m.before, m.after, m.reason])).toEqual([
      [12, 10, 'order'],
      [0, 12, 'admin'],
    ]);
    expect(moves[0]!.orderId).toMatch(/^[0-9a-f]{24}$/);
    expect(moves[0]!.by).toBe('Ajak Buyer');
  });

  it('saves a stock-only change as a change (audited, newer updatedAt); an unchanged form writes nothing', async () => {
    const p = await created(cement({ name: 'Yei Cement' }));
    const auditBefore = (await k.auditOf(p._id)).length;

    const same = await saved(p._id, productFormOf(p));
    expect(same.updatedAt).toBe(p.updatedAt);
    expect(await k.auditOf(p._id)).toHaveLength(auditBefore);
    expect((await history(p._id)).total).toBe(2);

    const counted = await saved(p._id, productFormOf(p, { stock: { Grey: 0, White: 3 } }));
    expect(counted.stock).toEqual({ Grey: 0, White: 3 });
    expect(counted.updatedAt).toBeGreaterThan(p.updatedAt);
    const [entry] = await k.auditOf(p._id);
    expect(entry).toMatchObject({
      action: 'product.update',
      before: { stock: { Grey: 12, White: 3 } },
      after: { stock: { Grey: 0, White: 3 } },
    });
    // The form's next save carries the new updatedAt and is taken.
    await saved(p._id, productFormOf(counted, { price: counted.price + 1 }));
  });

  it("drops a removed size's stock, and keeps the rows (not shown) while tracking is off", async () => {
    const p = await created(cement({ name: 'Wau Cement' }));
    const oneSize = await saved(p._id, productFormOf(p, { sizes: ['Grey'], stock: { Grey: 12 } }));
    expect(oneSize.stock).toEqual({ Grey: 12 });
    const rows = () =>
      t.db
        .select({ size: productStock.size, quantity: productStock.quantity })
        .from(productStock)
        .where(eq(productStock.productId, p._id));
    expect(await rows()).toEqual([{ size: 'Grey', quantity: 12 }]);

    const untracked = await saved(p._id, productFormOf(oneSize, { trackStock: false, stock: {} }));
    expect(untracked.stock).toBeNull();
    const shop = (await t.app.inject({ url: `/api/product/${p._id}` })).json().product;
    expect(shop.stock).toBeNull();
    expect(await rows()).toEqual([{ size: 'Grey', quantity: 12 }]);
    const [entry] = await k.auditOf(p._id);
    expect(entry).toMatchObject({
      before: { trackStock: true, stock: { Grey: 12 } },
      after: { trackStock: false, stock: null },
    });

    const again = await saved(
      p._id,
      productFormOf(untracked, { trackStock: true, stock: { Grey: 12 }, stockRead: undefined }),
    );
    expect(again.stock).toEqual({ Grey: 12 });
  });

  it('refuses stock that is not a whole number of a size the product has, with the field named', async () => {
    const cases: [Partial<ProductInput>, string][] = [
      [{ stock: { Blue: 4 } }, M.stockUnknownSize('Blue')],
      [{ stock: { Grey: -1 } }, M.stockNumber('Grey')],
      [{ stock: { Grey: 2.5 } }, M.stockNumber('Grey')],
      [{ stock: { Grey: '7' } as never }, M.stockNumber('Grey')],
      [{ unit: 'furlong' as never }, M.unitUnknown],
      [{ productType: 'gift' as never }, M.productTypeUnknown],
      [{ measurement: 'x'.repeat(41) }, M.measurementTooLong],
    ];
    for (const [change, message] of cases) {
      const res = await k.create(cement({ name: 'Refused Cement', ...change }));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    }
    const [none] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.name, 'Refused Cement')));
    expect(none).toBeUndefined();
  });
});

describe('GET /api/admin/products/:id/stock-history', () => {
  it('pages the changes newest first and filters by size', async () => {
    let p = await created(cement({ name: 'Torit Cement', stock: { Grey: 1, White: 1 } }));
    for (const grey of [2, 3, 4]) {
      p = await saved(p._id, productFormOf(p, { stock: { Grey: grey, White: 1 } }));
    }
    const first = await history(p._id, '?pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.movements.map((m) => [m.size, m.before, m.after])).toEqual([
      ['Grey', 3, 4],
      ['Grey', 2, 3],
    ]);
    const third = await history(p._id, '?pageSize=2&page=3');
    expect(third.movements).toHaveLength(1);
    const white = await history(p._id, '?size=White');
    expect(white).toMatchObject({ total: 1, movements: [{ size: 'White', before: 0, after: 1 }] });
    expect((await history(p._id, '?size=Blue')).total).toBe(0);
  });

  it('answers 404 for an unknown product, 400 for a bad query, and only to staff', async () => {
    expectRefusal(await k.stockHistory('a'.repeat(24)), 404, {
      code: 'NOT_FOUND',
      message: M.notFound,
    });
    const p = await created(cement({ name: 'Kajo Keji Cement' }));
    expect((await k.stockHistory(p._id, '?page=0')).statusCode).toBe(400);
    expect((await k.stockHistory(p._id, '?pageSize=500')).statusCode).toBe(400);
    expect((await k.stockHistory('not-an-id')).statusCode).toBe(400);
    expect((await k.stockHistory(p._id, '', {})).statusCode).toBe(401);
    expect((await k.stockHistory(p._id, '', buyer.headers)).statusCode).toBe(403);
  });
});
