// A CSV import that fails in the middle of its write keeps nothing
// (docs/decisions/0025-admin-guard-and-review-limits.md): the database refuses the 3rd of 5 rows
// after other rows were already written, and the whole import is undone and answered clearly.
import { asc, count, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  PRODUCT_CSV_COLUMNS,
  type AdminProduct,
} from '@shop/contracts';
import { auditLog, products } from '../../db/schema.ts';
import { csvRow } from '../../lib/csv.ts';
import {
  adminKit,
  csvProductRow,
  roofingSheetCells,
  type CsvCells as Cells,
} from '../../test/product-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof adminKit>>;
let existing: AdminProduct[];
beforeAll(async () => {
  k = await adminKit(t);
  const res = await k.list('?sort=oldest&pageSize=2');
  existing = res.json().products;
  expect(existing).toHaveLength(2);
});

const row = csvProductRow;
const newRow = (name: string, overrides: Cells = {}): Cells =>
  roofingSheetCells(name, k.knownImage, overrides);
/** A row that changes an existing product: its price goes up and its name becomes `name`. */
const updateRow = (product: AdminProduct, name: string): Cells => ({
  id: product._id,
  name,
  description: product.description,
  price: String(product.price + 1000),
  category: product.category,
  subCategory: product.subCategory,
  sizes: product.sizes.join('|'),
  popular: String(product.popular),
  images: product.image.join('|'),
});

/**
 * Five rows: two new products, the 3rd row (`third`), a new product and an update. The import
 * writes the new products in one statement, then the updates, then the audit log.
 */
function fileWith(third: Cells) {
  return (
    csvRow(PRODUCT_CSV_COLUMNS) +
    [
      newRow('Row one roofing sheet'),
      newRow('Row two roofing sheet'),
      third,
      newRow('Row four roofing sheet'),
      updateRow(existing[1]!, 'Row five, an update'),
    ]
      .map(row)
      .join('')
  );
}

/** Everything an import may write, to compare before and after. */
async function snapshot() {
  return {
    products: await t.db.select().from(products).orderBy(asc(products.id)),
    audit: (await t.db.select({ n: count() }).from(auditLog))[0]!.n,
  };
}

/** A trigger that raises a constraint violation for the rows `when` picks, on `event`. */
async function refuseInDatabase(table: 'products' | 'audit_log', event: string, when: string) {
  await t.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'refused by the test' USING ERRCODE = 'check_violation';
      END $$`),
  );
  await t.db.execute(
    sql.raw(`CREATE TRIGGER test_refuse_row BEFORE ${event} ON ${table} FOR EACH ROW
      WHEN (${when}) EXECUTE FUNCTION test_refuse_row()`),
  );
}

afterEach(async () => {
  await t.db.execute(sql.raw('DROP TRIGGER IF EXISTS test_refuse_row ON products'));
  await t.db.execute(sql.raw('DROP TRIGGER IF EXISTS test_refuse_row ON audit_log'));
});

describe('a CSV import that fails in the middle of its write', () => {
  const cases = [
    {
      what: 'the insert of the 3rd row (new products before it in the same statement)',
      third: () => newRow('Row three roofing sheet'),
      refuse: () => refuseInDatabase('products', 'INSERT', `NEW.name = 'Row three roofing sheet'`),
    },
    {
      what: 'the update of the 3rd row (after the new products were written)',
      third: () => updateRow(existing[0]!, 'Row three, an update'),
      refuse: () => refuseInDatabase('products', 'UPDATE', `NEW.name = 'Row three, an update'`),
    },
    {
      what: 'the audit log, the last write (after every product was written)',
      third: () => newRow('Row three roofing sheet'),
      refuse: () => refuseInDatabase('audit_log', 'INSERT', `NEW.action = 'product.import.update'`),
    },
  ];

  for (const { what, third, refuse } of cases) {
    it(`keeps nothing and answers 422 when the database refuses ${what}`, async () => {
      const cells = third();
      const file = fileWith(cells);
      // The file itself is fine: the dry run finds nothing wrong with it.
      const dry = await k.importCsv(file, true);
      expect(dry.json()).toMatchObject({
        rowErrors: [],
        created: cells.id ? 3 : 4,
        updated: cells.id ? 2 : 1,
      });

      await refuse();
      const before = await snapshot();
      const res = await k.importCsv(file, false);
      expectRefusal(res, 422, { code: 'UNPROCESSABLE', message: M.importWriteFailed });
      expect(await snapshot()).toEqual(before);
    });
  }

  it('imports the same file once the database takes it', async () => {
    const file = fileWith(newRow('Row three roofing sheet'));
    const before = await snapshot();
    const res = await k.importCsv(file, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, created: 4, updated: 1 });
    expect((await snapshot()).products).toHaveLength(before.products.length + 4);
  });
});

describe('a cell the database cannot store', () => {
  it('is a row error of the dry run and of the import (a NUL character), and nothing is written', async () => {
    const file = fileWith(newRow('Row three roofing sheet', { description: 'Zinc\u0000coated' }));
    const expected = [{ row: 4, field: 'description', message: M.csvNulCharacter }];
    const dry = await k.importCsv(file, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().rowErrors).toEqual(expected);

    const before = await snapshot();
    const res = await k.importCsv(file, false);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'UNPROCESSABLE',
      message: M.importFailed(1),
      rowErrors: expected,
    });
    expect(await snapshot()).toEqual(before);
  });
});
