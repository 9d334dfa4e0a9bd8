// Importing products from a CSV: the rows import-file.ts read are checked against what only the
// database knows (ids, pictures, stock), planned, and written in one transaction, or, for a dry
// run, only reported.
import { sql } from 'drizzle-orm';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  sizesOf,
  STOCK_CSV_PREFIX,
  type ImportChange,
  type ImportRowError,
  type ProductFields,
  type ProductImportRefusal,
  type ProductImportResponse,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { products } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudits, type AuditRecord } from '../audit/index.ts';
import { setStock, stockLevels, type SizeKey, type StockActor } from '../stock/index.ts';
import { sameFields, snapshotOf, snapshotOfFields } from './admin-product-mapper.ts';
import { findAnyProducts, forgetRemovedSizes, staffActor } from './admin-queries.ts';
import { announceBackInStock, catalogueChanged, type AdminContext } from './admin-service.ts';
import { unknownImages } from './product-images.ts';
import { readFile, type ValidRow } from './import-file.ts';
import type { ProductRow } from './product-mapper.ts';

/** A row that changes a product: its stock is set after the product row is written. */
interface PlannedRow extends ValidRow {
  /**
   * The units of the sizes the row leaves empty, as read: `setStock` keeps what orders leave of
   * those sizes by the time the import writes.
   */
  kept: Record<string, number>;
  /** The stock rows must be written (tracked, and not already as the row wants them). */
  writeStock: boolean;
}

const INSERT_BATCH = 500;
const UPDATE_BATCH = 500;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The row's fields once what it leaves unsaid is filled in (from the product it changes, else the
 * form's defaults), with the stock of every size: its cell, else what the size holds now.
 */
function resolve(r: ValidRow, before: ProductRow | undefined, current: Record<string, number>) {
  const fields: ProductFields = { ...r.fields };
  if (before) {
    for (const column of r.unsaid) Object.assign(fields, { [column]: before[column] });
  }
  const kept: Record<string, number> = {};
  fields.stock = Object.fromEntries(
    sizesOf(fields.sizes).map((size) => {
      const given = r.stock[size];
      if (given !== undefined) return [size, given];
      if (current[size] !== undefined) kept[size] = current[size];
      return [size, current[size] ?? 0];
    }),
  );
  return { fields, kept };
}

/** The stock rows are already exactly these units of these sizes (no size more, none less). */
const rowsAre = (current: Record<string, number>, levels: Record<string, number>) => {
  const sizes = Object.keys(levels);
  return (
    Object.keys(current).length === sizes.length &&
    sizes.every((size) => current[size] === levels[size])
  );
};

/** Checks what only the database knows (ids, pictures, stock) and decides each row's change. */
async function plan(ctx: AdminContext, tx: Tx, rows: ValidRow[], lock: boolean) {
  const errors: ImportRowError[] = [];
  const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
  const existing = new Map(
    (await findAnyProducts(tx, ids, { lock })).map((p) => [p.id, p] as const),
  );
  // Every stock row of the products, tracked or not: a product whose tracking is turned on
  // starts from the units it held before it was turned off.
  const stockNow = await stockLevels(tx, [...existing.keys()]);
  const unknown = await unknownImages(
    tx,
    ctx.storage,
    rows.flatMap((r) => r.fields.images),
  );
  const creates: PlannedRow[] = [];
  const updates: { row: PlannedRow; before: ProductRow }[] = [];
  const changes: ImportChange[] = [];
  for (const r of rows) {
    const before = r.id ? existing.get(r.id) : undefined;
    let ok = true;
    if (r.id && !before) {
      errors.push({ row: r.row, field: 'id', message: M.csvNoSuchProduct });
      ok = false;
    }
    r.fields.images.forEach((url, i) => {
      if (unknown.has(url)) {
        errors.push({ row: r.row, field: 'images', message: M.imageUnknown(i) });
        ok = false;
      }
    });
    const current = (before && stockNow.get(before.id)) || {};
    const { fields, kept } = resolve(r, before, current);
    const given = Object.keys(r.stock);
    if (!fields.trackStock && given.length) {
      errors.push({ row: r.row, field: STOCK_CSV_PREFIX + given[0], message: M.stockUntracked });
      ok = false;
    }
    if (!ok) continue;
    const planned: PlannedRow = {
      ...r,
      fields,
      kept,
      writeStock: fields.trackStock && !rowsAre(current, fields.stock),
    };
    if (!before) {
      // A tracked product without stock rows has none of any size: only units need rows.
      planned.writeStock =
        fields.trackStock && Object.values(fields.stock).some((units) => units > 0);
      creates.push(planned);
      changes.push({ row: r.row, action: 'create', id: null, name: fields.name });
      continue;
    }
    const archiveChanges = r.archived !== undefined && r.archived !== (before.archivedAt !== null);
    const action = archiveChanges || !sameFields(before, fields) ? 'update' : 'unchanged';
    if (action === 'update') updates.push({ row: planned, before });
    changes.push({ row: r.row, action, id: before.id, name: fields.name });
  }
  return { errors, creates, updates, changes };
}

/**
 * The stock of the products just written, reason 'import', each change in the history: a size
 * whose cell is empty keeps what orders left of it (`kept`); sizes a product lost lose their row.
 */
async function writeStock(
  tx: Tx,
  rows: { id: string; row: PlannedRow; before?: ProductRow }[],
  actor: StockActor,
): Promise<SizeKey[]> {
  const cameBack: SizeKey[] = [];
  for (const { id, row, before } of rows) {
    if (row.writeStock) {
      const context = { reason: 'import' as const, actor, expected: row.kept };
      cameBack.push(...(await setStock(tx, id, row.fields.stock, context)));
    } else if (!row.fields.trackStock && before && !sameSizes(before.sizes, row.fields.sizes)) {
      // Untracked: its rows stay as they were (admin-service.ts), but a lost size loses its row.
      await forgetRemovedSizes(tx, id, row.fields.sizes);
    }
  }
  return cameBack;
}

const sameSizes = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);

async function write(
  ctx: AdminContext,
  tx: Tx,
  creates: PlannedRow[],
  updates: { row: PlannedRow; before: ProductRow }[],
  changes: ImportChange[],
): Promise<SizeKey[]> {
  // Creation times rise along the file, so the last row is the newest (as the seed does).
  const start = Date.now();
  const values = creates.map((r, i) => {
    const { stock: _stock, ...fields } = r.fields;
    return {
      id: newId(),
      ...fields,
      createdAt: new Date(start + i),
      archivedAt: r.archived ? new Date(start) : null,
    };
  });
  for (let i = 0; i < values.length; i += INSERT_BATCH) {
    await tx.insert(products).values(values.slice(i, i + INSERT_BATCH));
  }
  const idOfRow = new Map(creates.map((r, i) => [r.row, values[i]!.id]));
  for (const change of changes) {
    if (change.action === 'create') change.id = idOfRow.get(change.row)!;
  }
  const audit: AuditRecord[] = creates.map((r, i) => ({
    action: 'product.import.create',
    entity: 'product',
    entityId: values[i]!.id,
    after: snapshotOfFields(r.fields, Boolean(r.archived)),
  }));
  for (let i = 0; i < updates.length; i += UPDATE_BATCH) {
    await updateMany(tx, updates.slice(i, i + UPDATE_BATCH));
  }
  const actor = await staffActor(tx, ctx.actorId);
  const stockRows = [
    ...creates.map((row, i) => ({ id: values[i]!.id, row })),
    ...updates.map(({ row, before }) => ({ id: before.id, row, before })),
  ];
  // A new product has nobody waiting for it: only updated products' sizes can come back.
  const cameBack = await writeStock(tx, stockRows, actor);
  for (const { row, before } of updates) {
    const archived = row.archived ?? before.archivedAt !== null;
    audit.push({
      action: 'product.import.update',
      entity: 'product',
      entityId: before.id,
      before: snapshotOf(before),
      after: snapshotOfFields(row.fields, archived),
    });
  }
  await recordAudits(tx, ctx.actorId, audit);
  return cameBack;
}

/**
 * Many products changed in one statement (an import may update thousands: one UPDATE each took
 * seconds). Values travel as text and are cast where they land.
 */
async function updateMany(tx: Tx, updates: { row: PlannedRow; before: ProductRow }[]) {
  const values = updates.map(({ row, before }) => {
    const f = row.fields;
    const wasArchived = before.archivedAt !== null;
    const archive =
      row.archived === undefined || row.archived === wasArchived
        ? 'keep'
        : row.archived
          ? 'archive'
          : 'restore';
    return sql`(${before.id}, ${f.name}, ${f.description}, ${String(f.price)}, ${f.category}, ${f.subCategory}, ${JSON.stringify(f.sizes)}, ${String(f.popular)}, ${JSON.stringify(f.images)}, ${archive}, ${f.productType}, ${f.measurement}, ${f.unit}, ${String(f.trackStock)})`;
  });
  await tx.execute(sql`
    UPDATE ${products} AS p SET
      name = v.name,
      description = v.description,
      price = v.price::bigint,
      category = v.category,
      sub_category = v.sub_category,
      sizes = v.sizes::jsonb,
      popular = v.popular::boolean,
      images = v.images::jsonb,
      archived_at = CASE v.archive WHEN 'archive' THEN now() WHEN 'restore' THEN NULL
        ELSE p.archived_at END,
      product_type = v.product_type,
      measurement = v.measurement,
      unit = v.unit,
      track_stock = v.track_stock::boolean,
      updated_at = now()
    FROM (VALUES ${sql.join(values, sql`, `)})
      AS v(id, name, description, price, category, sub_category, sizes, popular, images, archive,
        product_type, measurement, unit, track_stock)
    WHERE p.id = v.id`);
}

/** The SQLSTATE of a database error, wherever the driver or drizzle put it (`cause`). */
function sqlStateOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The database refused the data itself: a data exception (class 22: a value it cannot store) or
 * a constraint (class 23). Anything else (a lost connection...) stays a server error.
 */
const refusedData = (err: unknown) => /^2[23]/.test(sqlStateOf(err) ?? '');

/** Marks a failed real import, so its transaction rolls back and the answer says why. */
class ImportRefused extends Error {
  constructor(readonly answer: ProductImportRefusal) {
    super('import refused');
  }
}

/**
 * A CSV of products: rows with an id update that product, rows without one create a product.
 * Every row goes through the product form's schema and every problem is listed in `rowErrors`
 * with its row and column (a refused real import answers them with the error model's `code`).
 * All or nothing: one transaction, and no write at all if any row is wrong; should the database
 * still refuse a write half-way (a constraint the checks cannot see), the transaction is rolled
 * back whole and the answer is a 422 without a report. A dry run reads and answers what would
 * happen without writing.
 */
export async function importProducts(
  ctx: AdminContext,
  body: Buffer,
  dryRun: boolean,
): Promise<{ status: 200 | 422; body: ProductImportResponse }> {
  const file = readFile(body);
  const run = async (tx: Tx) => {
    const planned = await plan(ctx, tx, file.rows, !dryRun);
    const rowErrors = [...file.errors, ...planned.errors].sort((a, b) => a.row - b.row);
    const counts = {
      created: planned.creates.length,
      updated: planned.updates.length,
      unchanged: planned.changes.filter((c) => c.action === 'unchanged').length,
    };
    const badRows = new Set(rowErrors.map((e) => e.row)).size;
    const answer = { dryRun, ...counts, rowErrors, changes: planned.changes };
    if (dryRun) {
      return {
        success: true,
        message: badRows ? M.dryRunFailed(badRows) : M.dryRunPassed(counts),
        ...answer,
        cameBack: [],
      };
    }
    if (badRows) {
      // Nothing is written, so nothing was created or updated.
      throw new ImportRefused({
        success: false,
        code: 'UNPROCESSABLE',
        message: M.importFailed(badRows),
        dryRun,
        created: 0,
        updated: 0,
        unchanged: 0,
        rowErrors,
        changes: [],
      });
    }
    const cameBack = await write(ctx, tx, planned.creates, planned.updates, planned.changes);
    return { success: true, message: M.imported(counts), ...answer, cameBack };
  };
  try {
    const { cameBack, ...result } = await ctx.db.transaction(run);
    if (!dryRun && (result.created || result.updated)) catalogueChanged(ctx.db);
    await announceBackInStock(ctx, cameBack);
    return { status: 200, body: result };
  } catch (err) {
    if (err instanceof ImportRefused) return { status: 422, body: err.answer };
    // A write refused half-way rolled the whole transaction back: nothing of the file is kept.
    if (refusedData(err)) {
      ctx.log?.warn({ err }, 'product import refused by the database; nothing was written');
      throw new AppError('UNPROCESSABLE', M.importWriteFailed);
    }
    throw err;
  }
}
