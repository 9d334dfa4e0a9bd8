import { and, count, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  ARCHIVED_PRODUCT_MESSAGE,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  productGoneResponseSchema,
  type AdminProduct,
  type Product,
} from '@shop/contracts';
import { products } from '../../db/schema.ts';
import { signUp, type Headers } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { orderBody, post } from '../../test/order-fixtures.ts';
import { adminKit } from '../../test/product-fixtures.ts';
import { multipartBody } from '../../test/upload-fixtures.ts';
import { findOrderableProducts } from './queries.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof adminKit>>;
let customer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  k = await adminKit(t);
  customer = await signUp(t.app, 'Ayen Customer');
});

const storefront = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });
const storeList = async (query: string) =>
  (await storefront(`/api/product/list?${query}`)).json().products as Product[];

async function createOne(overrides: Parameters<typeof k.form>[0] = {}): Promise<AdminProduct> {
  const res = await k.create(k.form(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return adminProductResponseSchema.parse(res.json()).product;
}

describe('admin products: who may call', () => {
  it('refuses every route without a token (401) and with a customer token (403), changing nothing', async () => {
    const [row] = await t.db.select().from(products).limit(1);
    const id = row!.id;
    const upload = multipartBody('image', 'a.png', 'image/png', Buffer.from('not read'));
    const calls: {
      method: 'GET' | 'POST' | 'PUT';
      url: string;
      payload?: unknown;
      type?: string;
    }[] = [
      { method: 'GET', url: '/api/admin/products' },
      { method: 'GET', url: '/api/admin/products/export.csv' },
      { method: 'GET', url: `/api/admin/products/${id}` },
      { method: 'POST', url: '/api/admin/products', payload: k.form() },
      { method: 'PUT', url: `/api/admin/products/${id}`, payload: k.form({ price: 5 }) },
      {
        method: 'POST',
        url: '/api/admin/products/images',
        payload: upload.payload,
        type: upload.contentType,
      },
      { method: 'POST', url: `/api/admin/products/${id}/archive` },
      { method: 'POST', url: `/api/admin/products/${id}/restore` },
      {
        method: 'POST',
        url: '/api/admin/products/import?dryRun=false',
        payload: 'name,description\n',
        type: 'text/csv',
      },
    ];
    const [before] = await t.db.select({ n: count() }).from(products);
    for (const call of calls) {
      for (const [headers, status] of [
        [{}, 401],
        [customer.headers, 403],
      ] as const) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...headers, ...(call.type ? { 'content-type': call.type } : {}) },
          payload: call.payload as string,
        });
        expectRefusal(
          res,
          status,
          { code: status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN', message: expect.any(String) },
          `${call.method} ${call.url}`,
        );
      }
    }
    const [after] = await t.db.select({ n: count() }).from(products);
    expect(after!.n).toBe(before!.n);
    const [same] = await t.db.select().from(products).where(eq(products.id, id));
    expect(same).toEqual(row);
  });
});

describe('admin products: create and edit', () => {
  it('creates a product the storefront lists and finds at once, and audits it', async () => {
    const product = await createOne({ name: 'Kapoeta Mahogany Garden Bench', popular: true });
    expect(product).toMatchObject({
      name: 'Kapoeta Mahogany Garden Bench',
      price: 1_450_000,
      category: 'Outdoorfurniture',
      subCategory: 'Garden Benches',
      sizes: ['Standard', 'Large'],
      popular: true,
      image: [k.knownImage],
      archived: false,
      archivedAt: null,
    });
    expect(product._id).toMatch(/^[0-9a-f]{24}$/);

    const newest = await storeList('sort=newest&pageSize=10');
    expect(newest[0]?._id).toBe(product._id);
    const found = await storeList('q=kapoeta%20MAHOGANY');
    expect(found.map((p) => p._id)).toEqual([product._id]);
    const detail = await storefront(`/api/product/${product._id}`);
    expect(detail.statusCode).toBe(200);

    const audit = await k.auditOf(product._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'product.create',
      before: null,
      after: { name: 'Kapoeta Mahogany Garden Bench', price: 1_450_000, archived: false },
    });
  });

  it('answers a refused form with a message for every field', async () => {
    const res = await k.create({
      name: '   ',
      description: 'x'.repeat(5001),
      price: 12.5,
      category: 'Tables',
      subCategory: 'Sofas',
      sizes: ['XL', ' xl ', ''],
      popular: 'yes',
      images: ['https://example.com/bench.jpg'],
    });
    expectRefusal(res, 400, {
      code: 'VALIDATION',
      message: M.nameRequired,
      errors: {
        name: M.nameRequired,
        description: M.descriptionTooLong,
        price: M.priceWhole,
        // Two size problems: a field shows its first.
        sizes: M.sizeTwice('xl'),
        popular: M.popularYesNo,
        images: M.imageNotOurs(0),
        subCategory: M.subCategoryUnknown('Tables'),
      },
    });

    const more = await k.create({ ...k.form(), price: 0, category: 'Shoes', images: [] });
    expect(more.json().errors).toEqual({
      price: M.pricePositive,
      category: M.categoryUnknown,
      images: M.imagesRequired,
    });
    const tooMany = await k.create(
      k.form({ price: 1e12 + 1, sizes: Array.from({ length: 21 }, (_, i) => `S${i}`) }),
    );
    expect(tooMany.json().errors).toEqual({ price: M.priceTooHigh, sizes: M.tooManySizes });
    const missing = await k.create({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual([
      'name',
      'description',
      'price',
      'category',
      'subCategory',
      'images',
    ]);
  });

  it('refuses a picture address of the right form that the shop does not hold', async () => {
    const ghost = '/uploads/products/0123456789abcdef0123456789abcdef-800.webp';
    const res = await k.create(k.form({ images: [k.knownImage, ghost] }));
    expectRefusal(res, 400, {
      code: 'VALIDATION',
      message: M.imageUnknown(1),
      errors: { images: M.imageUnknown(1) },
    });
    const dup = await k.create(k.form({ images: [k.knownImage, k.knownImage] }));
    expect(dup.json().errors).toEqual({ images: M.imageTwice(1, 0) });
  });

  it('saves every field, refuses a stale form, and logs before and after', async () => {
    const product = await createOne({ name: 'Rumbek Cedar Bench' });
    const saved = await k.update(product._id, {
      ...k.form({ name: 'Rumbek Cedar Bench (oiled)', price: 1_600_000, sizes: [] }),
      updatedAt: product.updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().product as AdminProduct;
    expect(saved.json().message).toBe(M.updated);
    expect(after).toMatchObject({
      name: 'Rumbek Cedar Bench (oiled)',
      price: 1_600_000,
      sizes: [],
    });
    expect(after.updatedAt).toBeGreaterThanOrEqual(product.updatedAt);

    // Someone else's form, read before that save, is refused rather than overwriting it.
    const stale = await k.update(product._id, {
      ...k.form({ price: 1 }),
      updatedAt: product.updatedAt - 1,
    });
    expectRefusal(stale, 409, { code: 'CONFLICT', message: M.changedMeanwhile });
    expect((await k.get(product._id)).json().product.price).toBe(1_600_000);

    const audit = await k.auditOf(product._id);
    expect(audit.map((e) => e.action)).toEqual(['product.update', 'product.create']);
    expect(audit[0]).toMatchObject({
      before: { name: 'Rumbek Cedar Bench', price: 1_450_000, sizes: ['Standard', 'Large'] },
      after: { name: 'Rumbek Cedar Bench (oiled)', price: 1_600_000, sizes: [] },
    });

    // Saving what is stored changes nothing and logs nothing.
    const again = await k.update(
      product._id,
      k.form({ name: 'Rumbek Cedar Bench (oiled)', price: 1_600_000, sizes: [] }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().product.updatedAt).toBe(after.updatedAt);
    expect(await k.auditOf(product._id)).toHaveLength(2);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    expect((await k.get(unknown)).json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: M.notFound,
      requestId: expect.any(String),
    });
    expect((await k.get(unknown)).statusCode).toBe(404);
    expect((await k.update(unknown, k.form())).statusCode).toBe(404);
    expect((await k.archive(unknown, 'archive')).statusCode).toBe(404);
    const bad = await k.get('not-an-id');
    expectRefusal(bad, 400, { code: 'BAD_REQUEST', message: expect.any(String) });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { ...k.admin.headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectRefusal(notJson, 400, { code: 'BAD_REQUEST', message: expect.any(String) });
  });
});

describe('admin products: the list', () => {
  it('searches by part of the name in any case, filters, sorts and pages', async () => {
    const cheap = await createOne({
      name: 'Yei Zebra Stool',
      price: 1_000,
      category: 'Seatingfurniture',
      subCategory: 'Stools',
    });
    const dear = await createOne({
      name: 'Yei ZEBRA Sofa',
      price: 9_000_000,
      category: 'Seatingfurniture',
      subCategory: 'Sofas',
    });
    const res = await k.list('?q=zebra&sort=price-desc');
    expect(res.statusCode).toBe(200);
    const body = adminProductListResponseSchema.parse(res.json());
    expect(body.products.map((p) => p._id)).toEqual([dear._id, cheap._id]);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });

    const stools = await k.list('?q=zebra&category=Seatingfurniture&subCategory=Stools');
    expect(stools.json().products.map((p: AdminProduct) => p._id)).toEqual([cheap._id]);
    const byName = await k.list('?q=yei%20zebra&sort=name');
    expect(byName.json().products.map((p: AdminProduct) => p.name)).toEqual([
      'Yei ZEBRA Sofa',
      'Yei Zebra Stool',
    ]);
    const second = await k.list('?q=zebra&sort=price-asc&pageSize=1&page=2');
    expect(second.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.json().products[0]._id).toBe(dear._id);

    const [all] = await t.db.select({ n: count() }).from(products);
    const everything = await k.list('?status=all&pageSize=1');
    expect(everything.json().total).toBe(all!.n);

    for (const bad of [
      '?pageSize=101',
      '?status=gone',
      '?sort=cheap',
      '?category=Shoes',
      '?page=0',
    ]) {
      const refused = await k.list(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().success).toBe(false);
    }
  });
});

describe('admin products: archive and restore', () => {
  it('takes a product out of every storefront list and brings it back', async () => {
    // A product with a neighbour in its subcategory, so "related" can show it.
    const [neighbour] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.subCategory, 'Cement'), eq(products.category, 'BuildingItems')))
      .limit(1);
    const product = await createOne({
      name: 'Nimule Quickset Cement 50kg',
      category: 'BuildingItems',
      subCategory: 'Cement',
      popular: true,
    });
    const fav = await t.app.inject({
      method: 'POST',
      url: '/api/user/toggle-favorite',
      headers: customer.headers,
      payload: { productId: product._id },
    });
    expect(fav.json().favorited).toBe(true);

    const visible = async () => {
      const detail = await storefront(`/api/product/${product._id}`);
      const related = await storefront(`/api/product/${neighbour!.id}`);
      const favorites = await storefront('/api/user/favorites', customer.headers);
      return {
        list: (await storeList('pageSize=50&sort=newest')).some((p) => p._id === product._id),
        all: (await storeList('')).some((p) => p._id === product._id),
        search: (await storeList('q=quickset')).some((p) => p._id === product._id),
        category: (await storeList('category=BuildingItems&subCategory=Cement&pageSize=50')).some(
          (p) => p._id === product._id,
        ),
        popular: (await storeList('popular=true&pageSize=50')).some((p) => p._id === product._id),
        ids: (await storeList(`ids=${product._id}`)).length === 1,
        detail: detail.statusCode === 200,
        related: (related.json().related as Product[]).some((p) => p._id === product._id),
        favorites: (favorites.json().favorites as Product[]).some((p) => p._id === product._id),
      };
    };
    const everywhere = {
      list: true,
      all: true,
      search: true,
      category: true,
      popular: true,
      ids: true,
      detail: true,
      related: true,
      favorites: true,
    };
    expect(await visible()).toEqual(everywhere);

    const archived = await k.archive(product._id, 'archive');
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({
      success: true,
      message: M.archived,
      product: { archived: true, archivedAt: expect.any(Number) },
    });
    expect(await visible()).toEqual(
      Object.fromEntries(Object.keys(everywhere).map((key) => [key, false])),
    );
    // Its page answers 410 (gone, not unknown) with what it was and what is still sold like it.
    const detail = await storefront(`/api/product/${product._id}`);
    expect(detail.statusCode).toBe(410);
    const gone = productGoneResponseSchema.parse(detail.json());
    expect(gone).toMatchObject({
      code: 'GONE',
      message: ARCHIVED_PRODUCT_MESSAGE,
      product: { _id: product._id, name: 'Nimule Quickset Cement 50kg', subCategory: 'Cement' },
    });
    expect(gone.related.length).toBeGreaterThan(0);
    expect(gone.related.every((p) => p.subCategory === 'Cement' && p._id !== product._id)).toBe(
      true,
    );
    // An id that never existed stays a 404.
    const unknown = await storefront('/api/product/0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
    // Nobody can add it to a list any more; staff still see it.
    const other = await signUp(t.app, 'Lual Late');
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/user/toggle-favorite',
      headers: other.headers,
      payload: { productId: product._id },
    });
    expect(late.statusCode).toBe(404);
    expect((await k.get(product._id)).json().product.archived).toBe(true);
    const archivedList = await k.list('?status=archived&q=quickset');
    expect(archivedList.json().products.map((p: AdminProduct) => p._id)).toEqual([product._id]);
    expect((await k.list('?q=quickset')).json().total).toBe(0);
    expect((await findOrderableProducts(t.db, [product._id]))[0]).toMatchObject({
      id: product._id,
      orderable: false,
    });

    const twice = await k.archive(product._id, 'archive');
    expectRefusal(twice, 409, { code: 'CONFLICT', message: M.alreadyArchived });

    const restored = await k.archive(product._id, 'restore');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      message: M.restored,
      product: { archived: false, archivedAt: null },
    });
    expect(await visible()).toEqual(everywhere);
    expect((await findOrderableProducts(t.db, [product._id]))[0]?.orderable).toBe(true);
    expect((await k.archive(product._id, 'restore')).statusCode).toBe(409);

    const audit = await k.auditOf(product._id);
    expect(audit.map((e) => e.action)).toEqual([
      'product.restore',
      'product.archive',
      'product.create',
    ]);
    expect(audit[1]).toMatchObject({ before: { archived: false }, after: { archived: true } });
  });

  it('cannot be ordered or put in a cart while archived; past orders keep their items', async () => {
    const product = await createOne({
      name: 'Malakal Steel Stool',
      price: 45_000,
      sizes: ['Standard'],
    });
    const line = {
      product: {
        id: product._id,
        name: product.name,
        price: product.price,
        sizes: product.sizes,
        category: product.category,
        images: product.image,
        productType: product.productType,
        measurement: product.measurement,
        unit: product.unit,
        trackStock: product.stock !== null,
      },
      quantity: 2,
    };
    const placed = await post(t.app, '/api/order/place-cod', customer.headers, orderBody([line]));
    expect(placed.statusCode, placed.body).toBe(200);

    await k.archive(product._id, 'archive');
    const refused = await post(t.app, '/api/order/place-cod', customer.headers, orderBody([line]));
    expectRefusal(refused, 409, {
      code: 'CONFLICT',
      message:
        'Malakal Steel Stool is no longer sold. Please remove it from your cart and place your order again.',
    });
    const mine = await post(t.app, '/api/order/userorders', customer.headers);
    const items = mine.json().orders.flatMap((o: { items: { name: string }[] }) => o.items);
    expect(items.map((i: { name: string }) => i.name)).toContain('Malakal Steel Stool');

    // Nor put in a cart: adding is refused, a cart brought to sign-in leaves it out.
    const add = await post(t.app, '/api/cart/add', customer.headers, {
      itemId: product._id,
      size: 'Standard',
    });
    expectRefusal(add, 404, { code: 'NOT_FOUND', message: ARCHIVED_PRODUCT_MESSAGE });
    const merged = await post(t.app, '/api/cart/merge', customer.headers, {
      cartData: { [product._id]: { Standard: 1 } },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().cartData[product._id]).toBeUndefined();

    await k.archive(product._id, 'restore');
    const again = await post(t.app, '/api/order/place-cod', customer.headers, orderBody([line]));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('keeps the storefront totals right after a change (no stale count)', async () => {
    const query = 'category=ReliefSupplies&subCategory=Tents&pageSize=1';
    const before = (await storefront(`/api/product/list?${query}`)).json().total as number;
    const tent = await createOne({
      name: 'Bor Family Tent',
      category: 'ReliefSupplies',
      subCategory: 'Tents',
    });
    expect((await storefront(`/api/product/list?${query}`)).json().total).toBe(before + 1);
    await k.archive(tent._id, 'archive');
    expect((await storefront(`/api/product/list?${query}`)).json().total).toBe(before);
    const [others] = await t.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.subCategory, 'Tents'), ne(products.id, tent._id)));
    expect(others!.n).toBe(before);
  });
});
