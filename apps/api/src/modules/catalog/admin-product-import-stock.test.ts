// Units and stock in the products CSV: the unit columns, the `stock` column (one number per size,
// in the order of the sizes), the `stock:<size>` columns of older files, and an import that counts
// stock (reason 'import' in the history) without touching what it leaves empty.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  adminProductResponseSchema,
  PRODUCT_CSV_COLUMNS,
  productImportResponseSchema,
  type AdminProduct,
  type ProductInput,
} from '@shop/contracts';
import { products, stockMovements } from '../../db/schema.ts';
import { csvRow, parseCsv } from '../../lib/csv.ts';
import { adminKit, exportCellsOf } from '../../test/product-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof adminKit>>;
beforeAll(async () => {
  k = await adminKit(t);
});

type Cells = Record<string, string>;

async function created(overrides: Partial<ProductInput>): Promise<AdminProduct> {
  const res = await k.create(k.form(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return adminProductResponseSchema.parse(res.json()).product;
}
const current = async (id: string) =>
  adminProductResponseSchema.parse((await k.get(id)).json()).product;

/** Diesel drums, counted, two sizes. */
const drums = (name: string, overrides: Partial<ProductInput> = {}) =>
  created({
    name,
    category: 'PetroleumServices',
    subCategory: 'Diesel',
    sizes: ['200 L', '20 L'],
    productType: 'bulk',
    measurement: '200 L',
    unit: 'drum',
    trackStock: true,
    stock: { '200 L': 5, '20 L': 0 },
    ...overrides,
  });

const cellsOf = (p: AdminProduct): Cells => ({ ...exportCellsOf(p) }) as Cells;

/** A new product's row: diesel in jerrycans, counted, two sizes; `more` adds its stock cells. */
const jerrycanRow = (name: string, category: string, more: Cells): Cells => ({
  name,
  description: 'Diesel in 20 L jerrycans.',
  price: '45000',
  category,
  subCategory: 'Diesel',
  sizes: '20 L|200 L',
  images: k.knownImage,
  productType: 'bulk',
  unit: 'jerrycan',
  trackStock: 'yes',
  ...more,
});

/** A file of these columns and rows (cells by column name; missing ones are empty). */
const file = (columns: string[], rows: Cells[]) =>
  csvRow(columns) + rows.map((r) => csvRow(columns.map((c) => r[c] ?? ''))).join('');
const ALL = [...PRODUCT_CSV_COLUMNS] as string[];
/** The columns of files exported before the `stock` list: a `stock:<size>` column per size. */
const LEGACY = ALL.filter((c) => c !== 'stock');

async function imported(csv: string) {
  const res = await k.importCsv(csv, false);
  expect(res.statusCode, res.body).toBe(200);
  return productImportResponseSchema.parse(res.json());
}
const movementsOf = async (id: string) =>
  (
    await t.db.select({ n: count() }).from(stockMovements).where(eq(stockMovements.productId, id))
  )[0]!.n;

describe('export: unit columns and stock columns', () => {
  it("writes each tracked product's units under its sizes, and nothing for untracked ones", async () => {
    const d = await drums('Export Diesel Drum');
    const plain = await created({ name: 'Export Plain Bench', sizes: ['Standard', 'Large'] });
    const res = await t.app.inject({
      url: '/api/admin/products/export.csv',
      headers: k.admin.headers,
    });
    const [header, ...rows] = parseCsv(res.body.slice(1));
    const col = (name: string) => header!.indexOf(name);
    const rowOf = (id: string) => rows.find((r) => r[0] === id)!;

    const drum = rowOf(d._id);
    expect(
      [col('productType'), col('measurement'), col('unit'), col('trackStock')].map((i) => drum[i]),
    ).toEqual(['bulk', '200 L', 'drum', 'true']);
    // One stock cell, in the order of the sizes; the category as staff read it.
    expect(header).toEqual(PRODUCT_CSV_COLUMNS);
    expect(drum[col('sizes')]).toBe('200 L|20 L');
    expect(drum[col('stock')]).toBe('5|0');
    expect(drum[col('category')]).toBe('Petroleum Services');
    const bench = rowOf(plain._id);
    expect(bench[col('trackStock')]).toBe('false');
    expect(bench[col('stock')]).toBe('');
  });

  it('imports its own export back unchanged: no product, stock or history row written', async () => {
    const d = await drums('Round Trip Drum');
    const csv = (
      await t.app.inject({ url: '/api/admin/products/export.csv', headers: k.admin.headers })
    ).body;
    const [moves] = await t.db.select({ n: count() }).from(stockMovements);
    const body = await imported(csv);
    expect(body).toMatchObject({ created: 0, updated: 0, rowErrors: [] });
    const [after] = await t.db.select({ n: count() }).from(stockMovements);
    expect(after!.n).toBe(moves!.n);
    expect((await current(d._id)).stock).toEqual({ '200 L': 5, '20 L': 0 });
  });
});

describe('import: stock cells', () => {
  it('sets the sizes it holds (reason import), leaves empty cells as they are, and creates with 0', async () => {
    const d = await drums('Import Count Drum');
    const columns = [...LEGACY, 'stock:200 L', 'stock:20 L'];
    const body = await imported(
      file(columns, [
        { ...cellsOf(d), 'stock:20 L': '1,200' },
        jerrycanRow('Import New Jerrycan', 'PetroleumServices', { 'stock:20 L': '7' }),
      ]),
    );
    expect(body).toMatchObject({ created: 1, updated: 1, rowErrors: [] });
    expect((await current(d._id)).stock).toEqual({ '200 L': 5, '20 L': 1200 });
    const made = await current(body.changes.find((c) => c.action === 'create')!.id!);
    expect(made).toMatchObject({
      productType: 'bulk',
      measurement: '',
      unit: 'jerrycan',
      stock: { '20 L': 7, '200 L': 0 },
    });

    const history = await k.stockHistory(d._id, '?size=20%20L');
    expect(history.json().movements[0]).toMatchObject({
      before: 0,
      after: 1200,
      reason: 'import',
      by: 'Deng Products',
    });
    const [audit] = await k.auditOf(d._id);
    expect(audit).toMatchObject({
      action: 'product.import.update',
      before: { stock: { '200 L': 5, '20 L': 0 } },
      after: { stock: { '200 L': 5, '20 L': 1200 } },
    });
  });

  it('keeps the units and tracking of products in a file without those columns; new ones are goods per piece', async () => {
    const d = await drums('Old File Drum');
    const old = PRODUCT_CSV_COLUMNS.filter(
      (c) => !['productType', 'measurement', 'unit', 'trackStock'].includes(c),
    );
    const body = await imported(
      file(old, [
        { ...cellsOf(d), price: String(d.price + 500) },
        {
          name: 'Old File Stool',
          description: 'A steel stool.',
          price: '30000',
          category: 'Seatingfurniture',
          subCategory: 'Stools',
          images: k.knownImage,
        },
      ]),
    );
    expect(body).toMatchObject({ created: 1, updated: 1, rowErrors: [] });
    expect(await current(d._id)).toMatchObject({
      price: d.price + 500,
      productType: 'bulk',
      measurement: '200 L',
      unit: 'drum',
      stock: { '200 L': 5, '20 L': 0 },
    });
    const stool = await current(body.changes.find((c) => c.action === 'create')!.id!);
    expect(stool).toMatchObject({
      productType: 'goods',
      measurement: '',
      unit: 'piece',
      stock: null,
    });
  });

  it('lists every stock and unit cell it cannot use with its row and column, and writes nothing', async () => {
    const d = await drums('Refused Drum');
    const plain = await created({ name: 'Refused Plain Bench', sizes: ['Standard'] });
    const columns = [...LEGACY, 'stock:200 L', 'stock:20 L', 'stock:Standard', 'stock:Blue'];
    const csv = file(columns, [
      { ...cellsOf(d), 'stock:200 L': '2.5', 'stock:20 L': '-1' },
      { ...cellsOf(d), id: '', name: 'Refused Copy', 'stock:Blue': '3' },
      { ...cellsOf(plain), 'stock:Standard': '4' },
      { ...cellsOf(plain), id: '', name: 'Refused Units', unit: 'furlong', trackStock: 'maybe' },
      {
        ...cellsOf(d),
        id: '',
        name: 'Refused Many',
        'stock:200 L': 'many',
        'stock:20 L': '20000000',
      },
    ]);
    const dry = productImportResponseSchema.parse((await k.importCsv(csv, true)).json());
    expect(dry.rowErrors).toEqual([
      { row: 2, field: 'stock:200 L', message: M.stockNumber('200 L') },
      { row: 2, field: 'stock:20 L', message: M.stockNumber('20 L') },
      { row: 3, field: 'stock:Blue', message: M.stockUnknownSize('Blue') },
      { row: 4, field: 'stock:Standard', message: M.stockUntracked },
      { row: 5, field: 'trackStock', message: M.csvYesNo('trackStock') },
      { row: 5, field: 'unit', message: M.unitUnknown },
      { row: 6, field: 'stock:200 L', message: M.stockNumber('200 L') },
      { row: 6, field: 'stock:20 L', message: M.stockNumber('20 L') },
    ]);
    const moves = await movementsOf(d._id);
    const real = await k.importCsv(csv, false);
    expect(real.statusCode).toBe(422);
    expect(real.json()).toMatchObject({ code: 'UNPROCESSABLE', message: M.importFailed(5) });
    expect(await movementsOf(d._id)).toBe(moves);
    expect((await current(d._id)).stock).toEqual({ '200 L': 5, '20 L': 0 });
    const [copies] = await t.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.name, 'Refused Copy'));
    expect(copies!.n).toBe(0);
  });

  it('refuses a stock column named twice', async () => {
    const res = await k.importCsv(
      csvRow([...LEGACY, 'stock:Large', 'stock: Large']) + csvRow(['x']),
      true,
    );
    expect(res.json().rowErrors).toEqual([
      { row: 1, field: 'stock: Large', message: M.csvColumnTwice('stock: Large') },
    ]);
  });
});

describe('import: the stock column', () => {
  it('sets the sizes its list gives, in the order of the sizes; an empty item leaves a size as it is', async () => {
    const d = await drums('Stock List Drum');
    const body = await imported(
      file(ALL, [
        { ...cellsOf(d), stock: '7| ' },
        // The category as staff read it.
        jerrycanRow('Stock List Jerrycan', 'Petroleum Services', { stock: '1,200|3' }),
      ]),
    );
    expect(body).toMatchObject({ created: 1, updated: 1, rowErrors: [] });
    expect((await current(d._id)).stock).toEqual({ '200 L': 7, '20 L': 0 });
    const made = await current(body.changes.find((c) => c.action === 'create')!.id!);
    expect(made).toMatchObject({
      category: 'PetroleumServices',
      stock: { '20 L': 1200, '200 L': 3 },
    });
    // The dry run of the same change would have said what changes, as staff read it.
    const update = body.changes.find((c) => c.action === 'update')!;
    expect(update.differences).toEqual([{ field: 'stock of 200 L', from: '5', to: '7' }]);
  });

  it('refuses a list of the wrong length, a number it cannot read, stock of an untracked product, and both ways at once', async () => {
    const d = await drums('Stock List Refused Drum');
    const plain = await created({ name: 'Stock List Bench', sizes: ['Standard'] });
    const dry = productImportResponseSchema.parse(
      (
        await k.importCsv(
          file(ALL, [
            { ...cellsOf(d), stock: '1|2|3' },
            { ...cellsOf(d), id: '', name: 'Stock List Copy', stock: 'many|2' },
            { ...cellsOf(plain), stock: '4' },
          ]),
          true,
        )
      ).json(),
    );
    expect(dry.rowErrors).toEqual([
      { row: 2, field: 'stock', message: M.stockListCount(2) },
      { row: 3, field: 'stock', message: M.stockNumber('200 L') },
      { row: 4, field: 'stock', message: M.stockUntracked },
    ]);
    const both = await k.importCsv(csvRow([...ALL, 'stock:20 L']) + csvRow(['x']), true);
    expect(both.json().rowErrors).toEqual([{ row: 1, field: 'stock', message: M.stockBothWays }]);
    expect((await current(d._id)).stock).toEqual({ '200 L': 5, '20 L': 0 });
  });
});
