import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PRODUCT_LIMITS,
  ADMIN_PRODUCT_MESSAGES as M,
  PRODUCT_CSV_COLUMNS,
  productImportResponseSchema,
  formatPrice,
  type AdminProduct,
} from '@shop/contracts';
import { auditLog, products } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  adminKit,
  csvProductRow,
  exportCellsOf,
  roofingSheetCells,
  type CsvCells as Cells,
} from '../../test/product-fixtures.ts';
import { csvRow, parseCsv } from '../../lib/csv.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof adminKit>>;
beforeAll(async () => {
  k = await adminKit(t);
});

const exportCsv = (query = '') =>
  t.app.inject({ url: `/api/admin/products/export.csv${query}`, headers: k.admin.headers });
const header = csvRow(PRODUCT_CSV_COLUMNS);
const row = csvProductRow;
const totalProducts = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;
const totalAudit = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;

async function existingProduct(): Promise<AdminProduct> {
  const res = await k.list('?sort=oldest&pageSize=1');
  return res.json().products[0];
}

// A thousands separator, as a spreadsheet writes it.
const newRow = (name: string, overrides: Cells = {}): Cells =>
  roofingSheetCells(name, k.knownImage, { price: '85,000', ...overrides });

describe('GET /api/admin/products/export.csv', () => {
  it('writes every product as UTF-8 with a BOM, in cells the import reads back', async () => {
    const tricky = await k.create(
      k.form({
        name: '=HYPERLINK("http://evil.example","Click")',
        description: 'Seats 3, "solid" teak\nOiled twice',
        sizes: ['Small', 'Large'],
      }),
    );
    expect(tricky.statusCode, tricky.body).toBe(200);
    const archived = await k.create(k.form({ name: 'Torit Old Bench' }));
    await k.archive(archived.json().product._id, 'archive');

    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFFid,name,description,price,')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(rows.length - 1).toBe(await totalProducts());

    const byId = new Map(rows.slice(1).map((cells) => [cells[0], cells]));
    const t1 = tricky.json().product as AdminProduct;
    // The formula is written as text; the import takes the apostrophe off again.
    // Untracked: its stock cell is empty. The category is written as staff read it.
    expect(byId.get(t1._id)!).toEqual([
      t1._id,
      `'${t1.name}`,
      'Seats 3, "solid" teak\nOiled twice',
      '1450000',
      'Outdoor Furniture',
      'Garden Benches',
      'Small|Large',
      'false',
      k.knownImage,
      'false',
      'goods',
      '',
      'piece',
      'false',
      '',
      '',
      '',
      '',
    ]);
    const archivedAt = PRODUCT_CSV_COLUMNS.indexOf('archived');
    expect(byId.get(archived.json().product._id)?.[archivedAt]).toBe('true');

    const onlyArchived = parseCsv((await exportCsv('?status=archived')).body.slice(1));
    expect(onlyArchived.slice(1).map((cells) => cells[1])).toContain('Torit Old Bench');
    expect(onlyArchived.slice(1).every((cells) => cells[9] === 'true')).toBe(true);
  });

  it('imports its own export back as "unchanged", writing nothing', async () => {
    const file = (await exportCsv()).body;
    const auditBefore = await totalAudit();
    const res = await k.importCsv(file, false);
    expect(res.statusCode, res.body).toBe(200);
    const body = productImportResponseSchema.parse(res.json());
    expect(body).toMatchObject({ success: true, created: 0, updated: 0, rowErrors: [] });
    expect(body.unchanged).toBe(await totalProducts());
    expect(await totalAudit()).toBe(auditBefore);
  });
});

describe('POST /api/admin/products/import', () => {
  it('lists every error of a bad row with its row number, writes nothing, then imports the fixed file', async () => {
    const target = await existingProduct();
    const rows = [
      newRow('Wau Roofing Sheet 3m'),
      newRow('Aweil Roofing Sheet', { price: 'cheap', subCategory: 'Sofas', popular: 'maybe' }),
      newRow(target.name, {
        ...exportCellsOf(target),
        id: target._id.toUpperCase(),
        price: String(target.price + 1000),
      }),
    ];
    const bad = header + rows.map(row).join('');
    const productsBefore = await totalProducts();
    const auditBefore = await totalAudit();

    const dry = await k.importCsv(bad, true);
    expect(dry.statusCode).toBe(200);
    const preview = productImportResponseSchema.parse(dry.json());
    expect(preview).toMatchObject({
      success: true,
      dryRun: true,
      message: M.dryRunFailed(1),
      created: 1,
      updated: 1,
      unchanged: 0,
    });
    expect(preview).not.toHaveProperty('code');
    expect(preview.rowErrors).toEqual([
      { row: 3, field: 'price', message: M.priceNumber },
      { row: 3, field: 'popular', message: M.popularYesNo },
      { row: 3, field: 'subCategory', message: M.subCategoryUnknown('BuildingItems') },
    ]);
    expect(preview.changes).toEqual([
      { row: 2, action: 'create', id: null, name: 'Wau Roofing Sheet 3m', differences: [] },
      {
        row: 4,
        action: 'update',
        id: target._id,
        name: target.name,
        // What the update changes, as staff read it.
        differences: [
          {
            field: 'price',
            from: formatPrice(target.price),
            to: formatPrice(target.price + 1000),
          },
        ],
      },
    ]);

    const real = await k.importCsv(bad, false);
    expect(real.statusCode).toBe(422);
    expect(real.json()).toEqual({
      success: false,
      code: 'UNPROCESSABLE',
      dryRun: false,
      message: M.importFailed(1),
      created: 0,
      updated: 0,
      unchanged: 0,
      rowErrors: preview.rowErrors,
      changes: [],
      requestId: real.headers['x-request-id'],
    });
    expect(await totalProducts()).toBe(productsBefore);
    expect(await totalAudit()).toBe(auditBefore);
    expect((await k.get(target._id)).json().product.price).toBe(target.price);

    rows[1] = newRow('Aweil Roofing Sheet', { price: '120000.00' });
    const fixed = header + rows.map(row).join('');
    const check = await k.importCsv(fixed, true);
    expect(check.json()).toMatchObject({
      rowErrors: [],
      created: 2,
      updated: 1,
      message: M.dryRunPassed({ created: 2, updated: 1, unchanged: 0 }),
    });
    expect(await totalProducts()).toBe(productsBefore);

    const done = await k.importCsv(fixed, false);
    expect(done.statusCode, done.body).toBe(200);
    const result = productImportResponseSchema.parse(done.json());
    expect(result).toMatchObject({
      success: true,
      dryRun: false,
      created: 2,
      updated: 1,
      message: M.imported({ created: 2, updated: 1, unchanged: 0 }),
    });
    expect(await totalProducts()).toBe(productsBefore + 2);
    expect((await k.get(target._id)).json().product.price).toBe(target.price + 1000);

    const createdIds = result.changes.filter((c) => c.action === 'create').map((c) => c.id!);
    expect(createdIds).toHaveLength(2);
    const created = await Promise.all(
      createdIds.map(async (id) => (await k.get(id)).json().product),
    );
    expect(created.map((p: AdminProduct) => [p.name, p.price, p.sizes])).toEqual([
      ['Wau Roofing Sheet 3m', 85_000, ['28 gauge', '30 gauge']],
      ['Aweil Roofing Sheet', 120_000, ['28 gauge', '30 gauge']],
    ]);
    // Rows are dated in file order, so the last row is the newest.
    expect(created[1].date).toBeGreaterThan(created[0].date);
    const inStore = await t.app.inject({ url: '/api/product/list?q=aweil%20roofing' });
    expect(inStore.json().total).toBe(1);

    expect((await k.auditOf(createdIds[0]!))[0]).toMatchObject({
      action: 'product.import.create',
      before: null,
      after: { name: 'Wau Roofing Sheet 3m', price: 85_000 },
    });
    expect((await k.auditOf(target._id))[0]).toMatchObject({
      action: 'product.import.update',
      before: { price: target.price },
      after: { price: target.price + 1000 },
    });
  });

  it('archives and restores through the archived column', async () => {
    const made = (await k.create(k.form({ name: 'Yambio Rattan Chair' }))).json()
      .product as AdminProduct;
    const cells = (archived: string) =>
      header +
      row({
        id: made._id,
        name: made.name,
        description: made.description,
        price: String(made.price),
        category: made.category,
        subCategory: made.subCategory,
        sizes: made.sizes.join('|'),
        popular: 'false',
        images: made.image.join('|'),
        archived,
      });
    expect((await k.importCsv(cells(''), false)).json()).toMatchObject({ unchanged: 1 });
    expect((await k.importCsv(cells('yes'), false)).json()).toMatchObject({ updated: 1 });
    expect((await k.get(made._id)).json().product.archived).toBe(true);
    expect((await t.app.inject({ url: `/api/product/${made._id}` })).statusCode).toBe(410);
    expect((await k.importCsv(cells('FALSE'), false)).json()).toMatchObject({ updated: 1 });
    expect((await k.get(made._id)).json().product.archived).toBe(false);
    const actions = (await k.auditOf(made._id)).map((e) => e.action);
    expect(actions).toEqual(['product.import.update', 'product.import.update', 'product.create']);
  });

  it('reports ids, columns, cells and pictures it cannot use, each with its row', async () => {
    const target = await existingProduct();
    const file =
      'name,description,price,category,subCategory,sizes,popular,images,id\n' +
      [
        `"Bench A",Teak,1000,Tables,Coffee Tables,,false,${k.knownImage},bbbbbbbbbbbbbbbbbbbbbbbb`,
        `"Bench B",Teak,1000,Tables,Coffee Tables,,false,${k.knownImage},not-an-id`,
        `"Bench C",Teak,1000,Tables,Coffee Tables,,false,${k.knownImage},${target._id}`,
        `"Bench D",Teak,1000,Tables,Coffee Tables,,false,${k.knownImage},${target._id}`,
        `"Bench E",Teak,1000,Tables,Coffee Tables,,false,https://example.com/a.jpg|/uploads/products/ffffffffffffffffffffffffffffffff-800.webp,`,
        `"Bench F",Teak,1000,Tables`,
        '',
        `"Bench G",Teak,1000,Tables,Coffee Tables,,false,/uploads/products/ffffffffffffffffffffffffffffffff-800.webp,`,
      ].join('\n');
    const res = await k.importCsv(file, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().rowErrors).toEqual([
      { row: 2, field: 'id', message: M.csvNoSuchProduct },
      { row: 3, field: 'id', message: M.csvBadId },
      { row: 5, field: 'id', message: M.csvIdTwice(4) },
      { row: 6, field: 'images', message: M.imageNotOurs(0) },
      { row: 7, field: null, message: M.csvCellCount(4, 9) },
      { row: 9, field: 'images', message: M.imageUnknown(0) },
    ]);

    const headerProblems = await k.importCsv('name,name,colour,price\nA,B,red,1\n', true);
    expect(headerProblems.json().rowErrors).toEqual([
      { row: 1, field: 'name', message: M.csvColumnTwice('name') },
      { row: 1, field: 'colour', message: M.csvUnknownColumn('colour') },
      { row: 1, field: 'description', message: M.csvMissingColumn('description') },
      { row: 1, field: 'category', message: M.csvMissingColumn('category') },
      { row: 1, field: 'subCategory', message: M.csvMissingColumn('subCategory') },
      { row: 1, field: 'sizes', message: M.csvMissingColumn('sizes') },
      { row: 1, field: 'popular', message: M.csvMissingColumn('popular') },
      { row: 1, field: 'images', message: M.csvMissingColumn('images') },
    ]);
  });

  it('refuses a file it cannot read with a 4xx and a clear message, never a 500', async () => {
    const cases: [string | Buffer, number, string][] = [
      [header + '1,"Unclosed,desc,1,Tables,Coffee Tables,,false,x,\n', 400, M.csvUnclosedQuote(2)],
      [header + 'x,Bench 2" wide,d,1,Tables,Coffee Tables,,false,x,\n', 400, M.csvStrayQuote(2)],
      [Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x74, 0xe9, 0x0a]), 400, M.csvNotUtf8],
      ['', 400, M.csvEmpty],
      ['\n\n', 400, M.csvEmpty],
      [header, 400, M.csvNoRows],
    ];
    for (const [body, status, message] of cases) {
      const res = await k.importCsv(body, true);
      expectRefusal(res, status, { message, code: 'BAD_REQUEST' }, message);
    }

    const tooMany = header + row(newRow('x')).repeat(ADMIN_PRODUCT_LIMITS.importRowsMax + 1);
    const many = await k.importCsv(tooMany, true);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(M.csvTooManyRows(ADMIN_PRODUCT_LIMITS.importRowsMax + 1));

    const huge = await k.importCsv(header + 'x'.repeat(ADMIN_PRODUCT_LIMITS.importBytesMax), true);
    expectRefusal(huge, 413, { message: M.csvTooLarge, code: 'PAYLOAD_TOO_LARGE' });

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=true',
      headers: k.admin.headers,
      payload: { rows: [] },
    });
    expectRefusal(json, 415, { message: M.csvWrongType, code: 'UNSUPPORTED_MEDIA_TYPE' });

    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...k.admin.headers, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });

    const badFlag = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=maybe',
      headers: { ...k.admin.headers, 'content-type': 'text/csv' },
      payload: header,
    });
    expectRefusal(badFlag, 400, {
      message: 'dryRun must be true or false',
      code: 'VALIDATION',
      errors: { dryRun: 'dryRun must be true or false' },
    });
  });

  it('is a dry run unless dryRun=false is said', async () => {
    const before = await totalProducts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...k.admin.headers, 'content-type': 'text/csv; charset=utf-8' },
      payload: header + row(newRow('Kuajok Sheet')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: true, created: 1 });
    expect(await totalProducts()).toBe(before);
    const [none] = await t.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.name, 'Kuajok Sheet'));
    expect(none!.n).toBe(0);
  });
});
