// Prices, SKUs and costs per size (docs/decisions/0074-prices-sku-and-cost-per-size.md): the
// product's price is always the lowest of its sizes, whether saved by the form or imported; a SKU
// names one size in the whole shop; SKUs and costs never leave the staff's answers. Runs on
// PGlite and on PostgreSQL.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  adminProductResponseSchema,
  formatPrice,
  PRODUCT_CSV_COLUMNS,
  productImportResponseSchema,
  type AdminProduct,
  type ProductInput,
} from '@shop/contracts';
import { productSizes } from '../../db/schema.ts';
import { csvRow, parseCsv } from '../../lib/csv.ts';
import { signUp } from '../../test/account-fixtures.ts';
import { postQuery } from '../../test/assistant-fixtures.ts';
import { post } from '../../test/order-fixtures.ts';
import {
  adminKit,
  csvProductRow,
  exportCellsOf,
  productFormOf,
} from '../../test/product-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof adminKit>>;
beforeAll(async () => {
  k = await adminKit(t);
});

const FOUR = 'Table + 4 chairs';
const SIX = 'Table + 6 chairs';
let names = 0;
/** A dining set in two sizes; each test's own, with SKUs no other test uses. */
const diningSet = (overrides: Partial<ProductInput> = {}): ProductInput =>
  k.form({
    name: `Yei Dining Set ${++names}`,
    category: 'Tables',
    subCategory: 'Dining Tables',
    sizes: [FOUR, SIX],
    ...overrides,
  });

async function create(input: ProductInput): Promise<AdminProduct> {
  const res = await k.create(input);
  expect(res.statusCode, res.body).toBe(200);
  return adminProductResponseSchema.parse(res.json()).product;
}
const current = async (id: string) =>
  adminProductResponseSchema.parse((await k.get(id)).json()).product;
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

describe('prices per size through the product form', () => {
  it('keeps the product at its lowest size price, each size at what staff gave', async () => {
    // Staff price the set at the dearer size and give the smaller one its own, lower price.
    const p = await create(
      diningSet({ price: 1_950_000, sizePrices: { [FOUR]: 1_450_000 }, sizeCosts: { [SIX]: 0 } }),
    );
    expect(p.price).toBe(1_450_000);
    expect(p.sizePrices).toEqual({ [SIX]: 1_950_000 });
    expect(p.sizeCosts).toEqual({ [SIX]: 0 });

    // The form sends back what it read: nothing changes, nothing is written.
    const same = await k.update(p._id, productFormOf(p));
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().product.updatedAt).toBe(p.updatedAt);

    // A size priced below the rest becomes the product's price; the others keep theirs.
    const cheaper = await k.update(
      p._id,
      productFormOf(p, { sizePrices: { [SIX]: 1_950_000, [FOUR]: 1_200_000 } }),
    );
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(cheaper.json().product).toMatchObject({
      price: 1_200_000,
      sizePrices: { [SIX]: 1_950_000 },
    });

    // Every size at one price again: no size keeps a price of its own.
    const flat = await k.update(
      p._id,
      productFormOf(await current(p._id), { price: 1_300_000, sizePrices: {} }),
    );
    expect(flat.json().product.price).toBe(1_300_000);
    expect(flat.json().product).not.toHaveProperty('sizePrices');
    const rows = await t.db.select().from(productSizes).where(eq(productSizes.productId, p._id));
    expect(rows).toEqual([{ productId: p._id, size: SIX, price: null, sku: null, cost: 0 }]);
  });

  it('drops the values of a size the product loses', async () => {
    const sku = unique('DROP');
    const p = await create(
      diningSet({ sizePrices: { [SIX]: 2_000_000 }, sizeSkus: { [SIX]: sku } }),
    );
    const res = await k.update(
      p._id,
      productFormOf(p, { sizes: [FOUR], sizePrices: {}, sizeSkus: {} }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ price: 1_450_000, sizeSkus: {}, sizeCosts: {} });
    expect(res.json().product).not.toHaveProperty('sizePrices');
    // The SKU is free again.
    expect((await k.create(diningSet({ sizeSkus: { [FOUR]: sku } }))).statusCode).toBe(200);
  });

  it('refuses a bad price, cost or SKU with a 400 naming the field and the size', async () => {
    const cases: [Partial<ProductInput>, string, string][] = [
      [{ sizePrices: { [SIX]: -5 } }, 'sizePrices', M.sizePricePositive(SIX)],
      [{ sizePrices: { [SIX]: 0 } }, 'sizePrices', M.sizePricePositive(SIX)],
      [{ sizePrices: { [SIX]: 1_950_000.5 } }, 'sizePrices', M.sizePriceNumber(SIX)],
      [{ sizePrices: { [SIX]: 'a lot' } }, 'sizePrices', M.sizePriceNumber(SIX)],
      [{ sizePrices: { Huge: 5 } }, 'sizePrices', M.sizeValueUnknownSize('price', 'Huge')],
      [{ sizeCosts: { [FOUR]: -1 } }, 'sizeCosts', M.sizeCostNegative(FOUR)],
      [{ sizeCosts: { [FOUR]: 10.25 } }, 'sizeCosts', M.sizeCostNumber(FOUR)],
      [{ sizeSkus: { [FOUR]: 'A|B' } }, 'sizeSkus', M.skuCharacters(FOUR)],
      [{ sizeSkus: { [FOUR]: 'X'.repeat(65) } }, 'sizeSkus', M.skuTooLong(FOUR)],
      [{ sizeSkus: { [FOUR]: 'ab-1', [SIX]: 'AB-1 ' } }, 'sizeSkus', M.skuTwice('AB-1', SIX, FOUR)],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await k.create(diningSet(overrides));
      expectRefusal(
        res,
        400,
        { code: 'VALIDATION', message, errors: { [field]: message } },
        JSON.stringify(overrides),
      );
    }
  });

  it("refuses a SKU another product's size holds, in any case, with a 409 on sizeSkus", async () => {
    const sku = unique('NCT');
    const first = await create(diningSet({ sizeSkus: { [SIX]: sku } }));
    const message = M.skuTaken(sku.toLowerCase(), FOUR, first.name, SIX);
    const taken = await k.create(diningSet({ sizeSkus: { [FOUR]: sku.toLowerCase() } }));
    expectRefusal(taken, 409, { code: 'CONFLICT', message, errors: { sizeSkus: message } });

    // Saving the product that holds it keeps it; another product's edit is refused alike.
    expect((await k.update(first._id, productFormOf(first, { popular: true }))).statusCode).toBe(
      200,
    );
    const other = await create(diningSet());
    const edit = await k.update(other._id, productFormOf(other, { sizeSkus: { [FOUR]: sku } }));
    const again = M.skuTaken(sku, FOUR, first.name, SIX);
    expectRefusal(edit, 409, { code: 'CONFLICT', message: again, errors: { sizeSkus: again } });
  });
});

describe('SKUs and costs stay with staff', () => {
  it('are in no public answer: lists, search, product page, related, favourites, assistant', async () => {
    const sku = unique('SECRETSKU');
    const cost = 987_654_321;
    const p = await create(
      diningSet({
        name: `Kapoeta Secret Dining Set ${unique('n')}`,
        sizePrices: { [SIX]: 1_950_000 },
        sizeSkus: { [FOUR]: sku },
        sizeCosts: { [FOUR]: cost, [SIX]: cost + 1 },
      }),
    );
    expect(p).toMatchObject({ sizeSkus: { [FOUR]: sku }, sizeCosts: { [FOUR]: cost } });
    const customer = await signUp(t.app, 'Nyandeng Shopper');
    const fav = await post(t.app, '/api/user/toggle-favorite', customer.headers, {
      productId: p._id,
    });
    expect(fav.statusCode, fav.body).toBe(200);
    const answers = [
      await t.app.inject({ url: `/api/product/${p._id}` }),
      await t.app.inject({ url: `/api/product/list?ids=${p._id}` }),
      await t.app.inject({ url: `/api/product/list?q=${encodeURIComponent(p.name)}` }),
      await t.app.inject({ url: '/api/product/list?category=Tables&pageSize=50' }),
      await t.app.inject({ url: '/api/product/list' }),
      await t.app.inject({ url: '/api/user/favorites', headers: customer.headers }),
      await postQuery(t.app, {
        message: 'show me dining tables',
        userId: null,
        sessionId: '1732000000000',
      }),
      await t.app.inject({ url: '/api/sitemap' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      for (const secret of [sku, String(cost), 'sizeSkus', 'sizeCosts', '"sku"', '"cost"']) {
        expect(res.body, `${res.raw.req.url} holds ${secret}`).not.toContain(secret);
      }
    }
    // What customers do see: the sizes' prices, the lowest as the product's.
    const shown = (await t.app.inject({ url: `/api/product/${p._id}` })).json().product;
    expect(shown).toMatchObject({ price: 1_450_000, sizePrices: { [SIX]: 1_950_000 } });
    const listed = answers[1]!.json().products[0];
    expect(listed).toMatchObject({ price: 1_450_000, sizePrices: { [SIX]: 1_950_000 } });
    const card = answers[6]!.json().response.products.find((c: { _id: string }) => c._id === p._id);
    expect(card).toMatchObject({ price: 1_450_000, priceFrom: true });
  });
});

const header = csvRow(PRODUCT_CSV_COLUMNS);
/** The file of these rows, with the import's full header or only the columns `columns` names. */
function file(rows: Record<string, string>[], columns: readonly string[] = PRODUCT_CSV_COLUMNS) {
  const head = columns === PRODUCT_CSV_COLUMNS ? header : csvRow(columns);
  const body =
    columns === PRODUCT_CSV_COLUMNS
      ? rows.map((r) => csvProductRow(r)).join('')
      : rows.map((r) => csvRow(columns.map((c) => r[c] ?? ''))).join('');
  return head + body;
}
const importOf = async (csv: string, dryRun: boolean) => {
  const res = await k.importCsv(csv, dryRun);
  return { res, body: productImportResponseSchema.parse(res.json()) };
};

describe('prices, SKUs and costs per size in the products CSV', () => {
  it('exports one cell per kind in the order of the sizes, which imports back unchanged', async () => {
    const sku = unique('EXP');
    const p = await create(
      diningSet({
        sizePrices: { [SIX]: 1_950_000 },
        sizeSkus: { [FOUR]: `${sku}-4`, [SIX]: `${sku}-6` },
        sizeCosts: { [SIX]: 1_400_000 },
      }),
    );
    const res = await t.app.inject({
      url: '/api/admin/products/export.csv',
      headers: k.admin.headers,
    });
    const rows = parseCsv(res.body.slice(1));
    const cells = rows.find((r) => r[0] === p._id)!;
    const at = (column: (typeof PRODUCT_CSV_COLUMNS)[number]) =>
      cells[PRODUCT_CSV_COLUMNS.indexOf(column)];
    expect([at('price'), at('sizes'), at('sizePrices'), at('sizeSkus'), at('sizeCosts')]).toEqual([
      '1450000',
      `${FOUR}|${SIX}`,
      '|1950000',
      `${sku}-4|${sku}-6`,
      '|1400000',
    ]);
    const back = await importOf(csvRow(rows[0]!) + csvRow(cells), false);
    expect(back.res.statusCode, back.res.body).toBe(200);
    expect(back.body).toMatchObject({ created: 0, updated: 0, unchanged: 1, rowErrors: [] });
  });

  it('sets them, keeps the price the lowest, and shows each change old -> new in the dry run', async () => {
    const p = await create(diningSet({ sizePrices: { [SIX]: 1_950_000 } }));
    const sku = unique('IMP');
    // The dearer size's price typed as the product's, the smaller size's as its own.
    const row = {
      ...exportCellsOf(p),
      price: '2,100,000',
      sizePrices: '1,500,000|',
      sizeSkus: `|${sku}`,
      sizeCosts: '1000000|1500000',
    };
    const dry = await importOf(file([row]), true);
    expect(dry.body.rowErrors).toEqual([]);
    expect(dry.body.changes[0]).toMatchObject({ action: 'update', id: p._id });
    expect(dry.body.changes[0]!.differences).toEqual([
      { field: 'price', from: formatPrice(1_450_000), to: formatPrice(1_500_000) },
      { field: `cost price of ${FOUR}`, from: '—', to: formatPrice(1_000_000) },
      { field: `price of ${SIX}`, from: formatPrice(1_950_000), to: formatPrice(2_100_000) },
      { field: `SKU of ${SIX}`, from: '—', to: sku },
      { field: `cost price of ${SIX}`, from: '—', to: formatPrice(1_500_000) },
    ]);
    expect((await current(p._id)).price).toBe(1_450_000);

    const real = await importOf(file([row]), false);
    expect(real.res.statusCode, real.res.body).toBe(200);
    expect(await current(p._id)).toMatchObject({
      price: 1_500_000,
      sizePrices: { [SIX]: 2_100_000 },
      sizeSkus: { [SIX]: sku },
      sizeCosts: { [FOUR]: 1_000_000, [SIX]: 1_500_000 },
    });

    // A new product: the same rule.
    const name = `Rumbek Dining Set ${unique('n')}`;
    const made = await importOf(
      file([{ ...row, id: '', name, sizeSkus: '', sizePrices: '3000000|2500000' }]),
      false,
    );
    expect(made.res.statusCode, made.res.body).toBe(200);
    const createdId = made.body.changes[0]!.id!;
    expect(await current(createdId)).toMatchObject({
      price: 2_500_000,
      sizePrices: { [FOUR]: 3_000_000 },
    });
  });

  it('leaves them as they are when an older file has no such columns', async () => {
    const sku = unique('OLD');
    const p = await create(
      diningSet({
        sizePrices: { [SIX]: 1_950_000 },
        sizeSkus: { [FOUR]: sku },
        sizeCosts: { [SIX]: 5 },
      }),
    );
    const older = PRODUCT_CSV_COLUMNS.filter(
      (c) => !['sizePrices', 'sizeSkus', 'sizeCosts'].includes(c),
    );
    const unchanged = await importOf(file([exportCellsOf(p)], older), false);
    expect(unchanged.body).toMatchObject({ updated: 0, unchanged: 1, rowErrors: [] });

    const dearer = await importOf(file([{ ...exportCellsOf(p), price: '1500000' }], older), false);
    expect(dearer.body).toMatchObject({ updated: 1, rowErrors: [] });
    expect(await current(p._id)).toMatchObject({
      price: 1_500_000,
      sizePrices: { [SIX]: 1_950_000 },
      sizeSkus: { [FOUR]: sku },
      sizeCosts: { [SIX]: 5 },
    });
  });

  it('refuses bad cells and SKUs given twice, by row and column, writing nothing', async () => {
    const held = await create(diningSet({ sizeSkus: { [SIX]: unique('HELD') } }));
    const p = await create(diningSet());
    const sku = unique('TWICE');
    const newSet = (name: string, cells: Record<string, string>) => ({
      ...exportCellsOf(p),
      id: '',
      name,
      ...cells,
    });
    const { body } = await importOf(
      file([
        newSet('Set A', { sizePrices: '1000000', sizeSkus: `${sku}|` }),
        newSet('Set B', {
          sizePrices: '-5|',
          sizeCosts: '|1.5',
          sizeSkus: `|${sku.toLowerCase()}`,
        }),
        newSet('Set C', { sizeSkus: `${held.sizeSkus[SIX]}|` }),
      ]),
      false,
    );
    expect(body.rowErrors).toEqual([
      { row: 2, field: 'sizePrices', message: M.sizeValuesCount('prices', 2) },
      { row: 3, field: 'sizePrices', message: M.sizePricePositive(FOUR) },
      { row: 3, field: 'sizeCosts', message: M.sizeCostNumber(SIX) },
      {
        row: 4,
        field: 'sizeSkus',
        message: M.skuTaken(held.sizeSkus[SIX]!, FOUR, held.name, SIX),
      },
    ]);
    expect(body).toMatchObject({ success: false, created: 0 });

    // Two rows giving one SKU: the later row is refused.
    const twice = await importOf(
      file([
        newSet('Set D', { sizeSkus: `${sku}|` }),
        newSet('Set E', { sizeSkus: `|${sku.toLowerCase()}` }),
      ]),
      true,
    );
    expect(twice.body.rowErrors).toEqual([
      { row: 3, field: 'sizeSkus', message: M.skuInRow(sku.toLowerCase(), SIX, 2) },
    ]);
  });
});
